// SPDX-License-Identifier: MIT
// --verify: builds the reproducer project, runs each candidate test, and keeps only those that end
// with the original failure (ReCrash's rule), saying for the others why not.
#pragma once

#include "project_writer.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace recrash::gen {

struct Verdict {
  GeneratedTest test;
  bool reproduced = false;
  std::string why_not;  ///< "different signal (SIGFPE)", "no failure", "did not build", ...
};

struct VerifyReport {
  bool built = false;
  std::string build_log;  ///< the end of the build's output when it failed
  std::vector<Verdict> verdicts;
  std::size_t reproduced() const;
};

using Progress = std::function<void(const std::string& line)>;

/// Builds `project`, runs its tests (several in one run of the test binary; a test that does not
/// end there, on its own), then rewrites its test file without the tests that did not reproduce
/// (and rebuilds it). Reports each step through `progress`.
VerifyReport verify_project(const Project& project, const format::Dump& dump, const ProjectOptions& options,
                            const Progress& progress);

/// The first error a build log reports (a compiler's " error: ...", a "CMake Error ..."), or "".
/// Exposed for tests.
std::string first_error(const std::string& log);

/// Why a test's run does not count as the original failure, from its exit status and output;
/// "" when it passed. `expected_abort` is the abort message (abort_key()) the program failed with,
/// if any. Exposed for tests.
std::string classify_run(int exit_status, const std::string& output, const std::string& expected_abort = "");

/// The tests that a failed build's output (`log`) shows did not compile, each with its first
/// error: an error in a test's lines, or in a header a test's line required (g++ names the
/// test's line before the error, clang after it). `starts` maps the first line of each test in
/// `test_file` (the test source's file name) to the test's name.
std::map<std::string, std::string> tests_that_did_not_build(const std::map<std::size_t, std::string>& starts,
                                                            const std::string& test_file, const std::string& log);

/// Of the headers that the test file (`test_file`) includes, the first one through which a failed
/// build's output (`log`) shows an error, or "": `includes` maps the line of each of the test
/// file's #include lines to the header it names.
std::string header_that_did_not_compile(const std::map<std::size_t, std::string>& includes,
                                        const std::string& test_file, const std::string& log);

/// The tests that a failed link (`log`) shows need a symbol the program's libraries do not give
/// (one a shared library does not export), each with the linker's error: the tests whose text
/// (`bodies`, by name) names the access key the undefined reference was made for, or the class
/// of the function it names.
std::map<std::string, std::string> tests_that_did_not_link(const std::map<std::string, std::string>& bodies,
                                                           const std::string& log);

/// The table printed after a verification.
std::string verdict_table(const VerifyReport& report);

}  // namespace recrash::gen
