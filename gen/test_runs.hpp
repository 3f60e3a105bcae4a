// SPDX-License-Identifier: MIT
// Reading one run of a GoogleTest binary that ran several tests: what each test printed, between
// its "[ RUN      ]" line and the line that ends it.
#pragma once

#include <map>
#include <string>

namespace recrash::gen {

struct TestRun {
  bool passed = false;  ///< ended "[       OK ]"; otherwise "[  FAILED  ]" or "[  SKIPPED ]"
  std::string output;   ///< its lines, the first and the last included
};

/// The tests of `suite` that `output` shows ended, by name (without the suite). A test that began
/// and did not end (the binary died or was stopped in it) is not there, nor is any test after it.
std::map<std::string, TestRun> finished_test_runs(const std::string& output, const std::string& suite);

}  // namespace recrash::gen
