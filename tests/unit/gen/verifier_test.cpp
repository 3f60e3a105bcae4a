// SPDX-License-Identifier: MIT
// How --verify reads a test's run: the reasons a candidate test does not count.
#include "verifier.hpp"

#include <gtest/gtest.h>

namespace {

using recrash::gen::classify_run;

TEST(Verifier, APassingTestReproduces) {
  EXPECT_EQ(classify_run(0, "[ RUN      ] S.T\n[       OK ] S.T (3 ms)\n[  PASSED  ] 1 test.\n"), "");
}

TEST(Verifier, NamesADifferentSignal) {
  EXPECT_EQ(classify_run(1, "    Result: died but not with expected exit code:\n            Terminated by signal 8\n"),
            "different signal (SIGFPE)");
}

TEST(Verifier, NamesAMissingFailure) {
  EXPECT_EQ(classify_run(1, "    Result: failed to die.\n Error msg:\n"), "no failure");
  EXPECT_EQ(classify_run(1, "Expected: f() throws an exception of type std::out_of_range.\n  Actual: it throws nothing.\n"),
            "no failure");
  EXPECT_EQ(classify_run(1, "Value of: recrash::replay::was_dump_requested(\"x\")\n  Actual: false\n"),
            "no failure: the dump request was not reached");
}

TEST(Verifier, NamesADifferentException) {
  EXPECT_EQ(classify_run(1, "Expected: f() throws an exception of type std::out_of_range.\n  Actual: it throws a different type.\n"),
            "different exception");
  EXPECT_EQ(classify_run(1, "  Actual: it throws std::runtime_error with description \"boom\".\n"),
            "different exception (it throws std::runtime_error with description \"boom\".)");
}

TEST(Verifier, NamesAnExceptionInsteadOfACrash) {
  EXPECT_EQ(classify_run(1, "Death test: f()\n    Result: threw an exception.\n Error msg:\n[  DEATH   ] \n"
                            "[  DEATH   ] t.cpp:5:: Caught std::exception-derived exception escaping the death test "
                            "statement. Exception message: nil is not callable\n[  DEATH   ] \n[  FAILED  ] S.T (2 ms)\n"),
            "no crash: the call threw an exception (nil is not callable)");
}

TEST(Verifier, KeepsAnUnrecognisedFailureOnOneLine) {
  EXPECT_EQ(classify_run(1, "a\nb\n\n  [  FAILED  ] S.T  \n\n 1 FAILED TEST\n"), "failed: [  FAILED  ] S.T; 1 FAILED TEST");
}

TEST(Verifier, NamesHangsCrashesAndSkips) {
  EXPECT_EQ(classify_run(124, ""), "hung: no end within 120 s");
  EXPECT_EQ(classify_run(139, "[ RUN      ] S.T\n"), "the test itself died of SIGSEGV");
  EXPECT_EQ(classify_run(0, "recrash cannot replay this frame: its type has no serializer\n[  SKIPPED ] 1 test\n"),
            "not replayable: its type has no serializer");
}

}  // namespace
