// SPDX-License-Identifier: MIT
// The files recrash-instrument leaves beside its copies, found from the build manifests a dump
// names: <build>/recrash-manifests/<target>.cmake has its copies in
// <build>/recrash-instrumented/<target>/, each with <copy>.skipped.txt and <copy>.names.txt.
#pragma once

#include <recrash/format/test_names.hpp>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace recrash::gen {

struct InstrumenterReports {
  std::vector<std::filesystem::path> skipped;  ///< <copy>.skipped.txt: what it left alone, and why
  std::vector<std::filesystem::path> names;    ///< <copy>.names.txt: the test-names files
};

/// The reports beside the copies of the instrumented targets whose build manifests are given, in
/// one walk of their folders. A target that was not instrumented, or a build that is gone, adds
/// nothing; a file too large to be one of the tool's, or past the 4,096th, is left out.
InstrumenterReports find_instrumenter_reports(const std::set<std::string>& manifests);

/// What the test-names files say together. A file that is not one (another version, a damaged
/// line) adds nothing: the tests then use recrash's general forms.
format::TestNames read_test_names(const std::vector<std::filesystem::path>& files);

}  // namespace recrash::gen
