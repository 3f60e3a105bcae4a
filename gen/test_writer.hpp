// SPDX-License-Identifier: MIT
// From a dump to the source of a GoogleTest file: one test per frame of the crashing thread, top
// of the stack first, each re-making that frame's call so that it fails the way the program did.
#pragma once

#include "build_manifest.hpp"

#include <recrash/format/dump.hpp>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace recrash::gen {

struct GeneratedTest {
  std::string name;             ///< "Frame0RandomCrashToUpperCase"
  std::string call;             ///< the call it replays, for a person
  std::string skipped_because;  ///< non-empty when the frame cannot be replayed
  std::string dropped_because;  ///< non-empty when left out of the file (TestFileOptions::dropped)
};

struct TestFile {
  std::string suite;   ///< the TEST suite name, from the program's name
  std::string target;  ///< the CMake target, and so the test binary's name
  std::string source;
  std::vector<GeneratedTest> tests;
  /// Where the tests check that a signal comes from (expected_fault_sites); empty: the signal only.
  std::vector<std::string> fault_sites;
  /// The build manifests of the replayable calls (dropped ones too), each as recrash-gen judged it.
  std::vector<ManifestCheck> manifests;
};

struct TestFileOptions {
  std::string dump_file_name;  ///< the dump's name beside the test source
  bool symbolize = true;       ///< run addr2line for the backtrace comment
  /// Tests left out, by name, with the reason (--verify drops those that do not reproduce).
  std::map<std::string, std::string> dropped;
  /// Where a signal must come from, in place of what the backtrace says (expected_fault_sites):
  /// for tests of this writer, whose dumps name no module on this machine.
  std::optional<std::vector<std::string>> fault_sites;
  /// Headers, as the test file's #include lines name them, that did not compile where they were
  /// (a header that another includes part-way, after what it uses): included after the others.
  std::set<std::string> included_last;
};

TestFile write_test_file(const format::Dump& dump, const TestFileOptions& options);

}  // namespace recrash::gen
