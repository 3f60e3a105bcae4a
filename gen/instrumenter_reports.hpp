// SPDX-License-Identifier: MIT
// The files recrash-instrument leaves beside its copies, found from the build manifests a dump
// names: <build>/recrash-manifests/<target>.cmake has its copies in
// <build>/recrash-instrumented/<target>/, each with <copy>.skipped.txt and <copy>.names.txt.
#pragma once

#include <recrash/format/test_names.hpp>

#include <filesystem>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace recrash::gen {

/// The files ending in `suffix` beside the copies of the instrumented targets whose build
/// manifests are given. A target that was not instrumented, or a build that is gone, adds
/// nothing; a file too large to be one of the tool's, or past the 4,096th, is left out.
std::vector<std::filesystem::path> instrumenter_reports(const std::set<std::string>& manifests,
                                                        std::string_view suffix);

/// What the test-names files of those targets say together. A file that is not one (another
/// version, a damaged line) adds nothing: the tests then use recrash's general forms.
format::TestNames read_test_names(const std::set<std::string>& manifests);

}  // namespace recrash::gen
