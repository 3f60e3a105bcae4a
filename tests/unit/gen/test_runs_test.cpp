// SPDX-License-Identifier: MIT
// How --verify splits one run of several tests into each test's lines.
#include "test_runs.hpp"
#include "verifier.hpp"

#include <gtest/gtest.h>

namespace {

using recrash::gen::finished_test_runs;

// What a GoogleTest binary prints for three death tests, the second of which failed, then its summary.
const std::string kThreeTests =
    "Note: Google Test filter = S.A:S.B:S.C:\n"
    "[==========] Running 3 tests from 1 test suite.\n"
    "[----------] 3 tests from S\n"
    "[ RUN      ] S.A\n"
    "[       OK ] S.A (41 ms)\n"
    "[ RUN      ] S.B\n"
    "/tmp/t/replay_test.cpp:20: Failure\n"
    "Death test: recrash::replay::call_uncaught(...)\n"
    "    Result: died but not with expected error.\n"
    "Actual msg:\n"
    "[  DEATH   ] recrash replay: SIGSEGV in Pool::allocate()\n"
    "[  FAILED  ] S.B (38 ms)\n"
    "[ RUN      ] S.C\n"
    "[  SKIPPED ] S.C (0 ms)\n"
    "[==========] 3 tests from 1 test suite ran. (80 ms total)\n"
    "[  PASSED  ] 1 test.\n"
    "[  FAILED  ] 1 test, listed below:\n"
    "[  FAILED  ] S.B\n";

TEST(TestRuns, EachTestGetsItsOwnLines) {
  const auto runs = finished_test_runs(kThreeTests, "S");
  ASSERT_EQ(runs.size(), 3u);
  EXPECT_TRUE(runs.at("A").passed);
  EXPECT_FALSE(runs.at("B").passed);
  EXPECT_FALSE(runs.at("C").passed);
  EXPECT_EQ(runs.at("A").output, "[ RUN      ] S.A\n[       OK ] S.A (41 ms)\n");
  EXPECT_EQ(recrash::gen::classify_run(1, runs.at("B").output), "fails elsewhere: SIGSEGV in Pool::allocate()");
  EXPECT_EQ(runs.at("C").output.find("Pool::allocate"), std::string::npos);
}

TEST(TestRuns, ATestThatDidNotEndIsLeftOut) {
  // The binary died (or was stopped) in S.B: S.A is known, S.B is not, S.C never began.
  const std::string died = "[ RUN      ] S.A\n[       OK ] S.A (2 ms)\n[ RUN      ] S.B\nsomething it printed\n";
  const auto runs = finished_test_runs(died, "S");
  ASSERT_EQ(runs.size(), 1u);
  EXPECT_TRUE(runs.at("A").passed);
}

TEST(TestRuns, OnlyTheSuiteAskedForAndItsOwnEnd) {
  // A test whose name begins with another's, a suite whose name begins with the suite's, and an
  // end line for another test than the one running: none ends the wrong test.
  const std::string output =
      "[ RUN      ] S.AB\n[  FAILED  ] S.A (1 ms)\n[       OK ] S.AB (1 ms)\n"
      "[ RUN      ] SS.A\n[       OK ] SS.A (1 ms)\n";
  const auto runs = finished_test_runs(output, "S");
  ASSERT_EQ(runs.size(), 1u);
  EXPECT_TRUE(runs.at("AB").passed);
  EXPECT_NE(runs.at("AB").output.find("[  FAILED  ] S.A (1 ms)"), std::string::npos);
}

}  // namespace
