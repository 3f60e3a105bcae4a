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

TEST(Verifier, SaysWhereATestFailedElsewhere) {
  EXPECT_EQ(
      classify_run(1,
                   "    Result: died but not with expected error.\n  Expected: contains regular expression \"x\"\n"
                   "Actual msg:\n[  DEATH   ] recrash replay: SIGSEGV in Pool::allocate()\n"),
      "fails elsewhere: SIGSEGV in Pool::allocate()");
  EXPECT_EQ(classify_run(1,
                         "    Result: died but not with expected exit code:\n            Terminated by signal 11\n"
                         "Actual msg:\n[  DEATH   ] recrash replay: SIGSEGV in Pool::allocate()\n"),
            "different signal (SIGSEGV in Pool::allocate())");
}

TEST(Verifier, SaysWhichAssertionATestFailedInstead) {
  const std::string output =
      "    Result: died but not with expected error.\n  Expected: contains regular expression \"Assertion `a < b' "
      "failed\\.\"\nActual msg:\n[  DEATH   ] t: p.cpp:3: void f(): Assertion `p != 0' failed.\n"
      "[  DEATH   ] recrash replay: SIGABRT in f()\n";
  EXPECT_EQ(classify_run(1, output, "Assertion `a < b' failed."),
            "fails differently: SIGABRT in f(): Assertion `p != 0' failed., not Assertion `a < b' failed.");
  // Without an assertion to compare, the place is what differs.
  EXPECT_EQ(classify_run(1, output), "fails elsewhere: SIGABRT in f()");
}

TEST(Verifier, NamesAMissingFailure) {
  EXPECT_EQ(classify_run(1, "    Result: failed to die.\n Error msg:\n"), "no failure");
  EXPECT_EQ(
      classify_run(1, "Expected: f() throws an exception of type std::out_of_range.\n  Actual: it throws nothing.\n"),
      "no failure");
  EXPECT_EQ(classify_run(1, "Value of: recrash::replay::was_dump_requested(\"x\")\n  Actual: false\n"),
            "no failure: the dump request was not reached");
}

TEST(Verifier, NamesADifferentException) {
  EXPECT_EQ(
      classify_run(
          1, "Expected: f() throws an exception of type std::out_of_range.\n  Actual: it throws a different type.\n"),
      "different exception");
  EXPECT_EQ(classify_run(1, "  Actual: it throws std::runtime_error with description \"boom\".\n"),
            "different exception (it throws std::runtime_error with description \"boom\".)");
}

TEST(Verifier, NamesAnExceptionInsteadOfACrash) {
  EXPECT_EQ(classify_run(1,
                         "Death test: f()\n    Result: threw an exception.\n Error msg:\n[  DEATH   ] \n"
                         "[  DEATH   ] t.cpp:5:: Caught std::exception-derived exception escaping the death test "
                         "statement. Exception message: nil is not callable\n[  DEATH   ] \n[  FAILED  ] S.T (2 ms)\n"),
            "no crash: the call threw an exception (nil is not callable)");
  // A replay that made the call with nothing to catch what it throws says what and where.
  EXPECT_EQ(
      classify_run(1,
                   "Death test: recrash::replay::call_uncaught(f)\n    Result: died but not with expected exit code:\n"
                   "            Terminated by signal 6 (core dumped)\nActual msg:\n[  DEATH   ] recrash replay: "
                   "std::runtime_error thrown in lua::call(int)\n[  DEATH   ] recrash replay: what(): nil is not "
                   "callable\n[  FAILED  ] S.T (2 ms)\n"),
      "no crash: std::runtime_error thrown in lua::call(int) (nil is not callable)");
}

TEST(Verifier, KeepsAnUnrecognisedFailureOnOneLine) {
  EXPECT_EQ(classify_run(1, "a\nb\n\n  [  FAILED  ] S.T  \n\n 1 FAILED TEST\n"),
            "failed: [  FAILED  ] S.T; 1 FAILED TEST");
}

TEST(Verifier, NamesHangsCrashesAndSkips) {
  EXPECT_EQ(classify_run(124, ""), "hung: no end within 120 s");
  EXPECT_EQ(classify_run(139, "[ RUN      ] S.T\n"), "the test itself died of SIGSEGV");
  EXPECT_EQ(classify_run(0, "recrash cannot replay this frame: its type has no serializer\n[  SKIPPED ] 1 test\n"),
            "not replayable: its type has no serializer");
}

}  // namespace

// g++ names the test's line ("required from here") before the error in a header it led to; clang
// names the error first and the test's line in a note after it. Either way the test is the one.
TEST(Verifier, QuotesTheFirstErrorOfABuildNoTestIsBlamedFor) {
  EXPECT_EQ(recrash::gen::first_error("[1/3] Building CXX object x.o\n"
                                      "In file included from /tmp/t/replay_test.cpp:40:\n"
                                      "/work/lib.hpp:3:1: error: expected ';' after class definition\n"
                                      "/work/lib.hpp:9:2: error: 'Gone' was not declared\n"),
            "error: expected ';' after class definition");
  EXPECT_EQ(recrash::gen::first_error("CMake Error at CMakeLists.txt:12 (find_package):\n  not found\n"),
            "CMake Error at CMakeLists.txt:12 (find_package):");
  EXPECT_EQ(recrash::gen::first_error("ninja: build stopped: interrupted by user.\n"), "");
}

// A shared library that does not export a class's functions (tinyxml2's StrPair): the tests that
// call one through an access key, or load an object whose destructor it is, cannot link.
TEST(Verifier, FindsTheTestsThatNeedWhatTheLibrariesDoNotGive) {
  const std::map<std::string, std::string> bodies = {
      {"Frame0TinyStrPairParseName",
       "TEST(S, Frame0TinyStrPairParseName) {\n  auto&& receiver = dump().load<tiny::StrPair>(0, 0);\n"
       "  EXPECT_EXIT(recrash::replay::call([&]() { return recrash::access::call<TinyStrPairParseName>(receiver); }), "
       "testing::KilledBySignal(SIGSEGV), \"\");\n}\n"},
      {"Frame1TinyNodeParseDeep",
       "TEST(S, Frame1TinyNodeParseDeep) {\n  auto&& receiver = dump().load<tiny::Node>(1, 0);\n}\n"},
  };
  const std::string log =
      "/usr/bin/ld: CMakeFiles/t.dir/replay_test.cpp.o: in function "
      "`recrash::access::member_pointer(recrash::access::Key<(anonymous namespace)::TinyStrPairParseName>)':\n"
      "/x/recrash/access.hpp:61: undefined reference to `tiny::StrPair::ParseName(char*)'\n"
      "/usr/bin/ld: CMakeFiles/t.dir/replay_test.cpp.o: in function `tiny::StrPair::StrPair(recrash::LoadTag)':\n"
      "/x/tiny.h:196: undefined reference to `tiny::StrPair::~StrPair()'\n"
      "collect2: error: ld returned 1 exit status\n";
  const auto failed = recrash::gen::tests_that_did_not_link(bodies, log);
  ASSERT_EQ(failed.size(), 1u);
  EXPECT_EQ(failed.begin()->first, "Frame0TinyStrPairParseName");
  EXPECT_NE(failed.begin()->second.find("tiny::StrPair::ParseName(char*)"), std::string::npos)
      << failed.begin()->second;
}

TEST(Verifier, FindsTheTestThatDidNotBuildInGccAndClangOrder) {
  const std::map<std::size_t, std::string> starts = {{40, "Frame0Load"}, {60, "Frame1Call"}};
  const std::string gcc =
      "In file included from /usr/include/c++/12/memory:76,\n"
      "                 from /tmp/t/replay_test.cpp:19:\n"
      "/usr/include/c++/12/bits/unique_ptr.h: In instantiation of 'void std::default_delete<_Tp>::operator()'\n"
      "/work/shapes.hpp:33:66:   required from 'shapes::Polygon::Polygon(RecrashTag&)'\n"
      "/tmp/t/replay_test.cpp:49:49:   required from here\n"
      "/usr/include/c++/12/bits/unique_ptr.h:93:23: error: invalid application of 'sizeof' to incomplete type\n";
  EXPECT_EQ(recrash::gen::tests_that_did_not_build(starts, "replay_test.cpp", gcc),
            (std::map<std::string, std::string>{{"Frame0Load", "invalid application of 'sizeof' to incomplete type"}}));
  const std::string clang =
      "/usr/include/c++/12/bits/unique_ptr.h:93:23: error: invalid application of 'sizeof' to an incomplete type\n"
      "/work/shapes.hpp:33:66: note: in instantiation of member function requested here\n"
      "/tmp/t/replay_test.cpp:65:3: note: in instantiation of function template specialization requested here\n";
  EXPECT_EQ(
      recrash::gen::tests_that_did_not_build(starts, "replay_test.cpp", clang),
      (std::map<std::string, std::string>{{"Frame1Call", "invalid application of 'sizeof' to an incomplete type"}}));
  const std::string own = "/tmp/t/replay_test.cpp:62:7: error: 'x' was not declared in this scope\n";
  EXPECT_EQ(recrash::gen::tests_that_did_not_build(starts, "replay_test.cpp", own),
            (std::map<std::string, std::string>{{"Frame1Call", "'x' was not declared in this scope"}}));
}

TEST(Verifier, FindsTheHeaderThatDidNotCompileWhereTheTestFileIncludedIt) {
  const std::map<std::size_t, std::string> includes = {
      {29, "containers.h"}, {30, "packToken.h"}, {31, "shunting-yard.h"}};
  // containers.h uses TokenBase, which shunting-yard.h defines before including it.
  const std::string gcc =
      "In file included from /tmp/t/replay_test.cpp:29:\n"
      "/src/containers.h:31:36: error: expected class-name before '{' token\n"
      "/src/containers.h:34:21: error: expected ')' before 'type'\n";
  EXPECT_EQ(recrash::gen::header_that_did_not_compile(includes, "replay_test.cpp", gcc), "containers.h");
  // Through a chain: the last link in the test file names the line.
  const std::string chain =
      "In file included from /src/shunting-yard.h:180,\n"
      "                 from /tmp/t/replay_test.cpp:31:\n"
      "/src/containers.h:31:36: error: expected class-name before '{' token\n";
  EXPECT_EQ(recrash::gen::header_that_did_not_compile(includes, "replay_test.cpp", chain), "shunting-yard.h");
  // Of several, the first: the others may fail only because it stopped half-way.
  EXPECT_EQ(recrash::gen::header_that_did_not_compile(
                includes, "replay_test.cpp",
                "In file included from /tmp/t/replay_test.cpp:30:\n/src/packToken.h:3:1: error: x\n" + gcc),
            "containers.h");
  // An error in the test file's own lines, or in another unit's include, is no header's.
  const std::string own =
      "/tmp/t/replay_test.cpp:62:7: error: 'x' was not declared in this scope\n"
      "In file included from /tmp/t/recrash-loaders.cpp:6:\n"
      "/src/containers.h:31:36: error: expected class-name before '{' token\n";
  EXPECT_EQ(recrash::gen::header_that_did_not_compile(includes, "replay_test.cpp", own), "");
}
