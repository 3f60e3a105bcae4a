// SPDX-License-Identifier: MIT
// The hint recrash-gen gives when a dump has no monitored frame and the crash is in a header's
// function: the calling unit may have read the header itself rather than recrash's copy.
#include "unhooked_crash.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace recrash::gen {
namespace {

SymbolizedFrame frame(const std::string& function, const std::string& location) {
  SymbolizedFrame symbolized;
  symbolized.module = "runner";
  symbolized.function = function;
  symbolized.location = location;
  return symbolized;
}

TEST(UnhookedCrashTest, ACrashInAHeadersTemplateNamesItAndTheQuotedInclude) {
  const std::string hint = unhooked_header_hint({
      frame("std::vector<long>::operator[](unsigned long)", "/usr/include/c++/12/bits/stl_vector.h:1123"),
      frame("num::Matrix<long>::solve(std::vector<long>) const", "/src/num/matrix.hpp:21"),
      frame("main", "/src/num/main.cpp:12"),
  });
  EXPECT_NE(hint.find("  num::Matrix<long>::solve(std::vector<long>) const\n  at /src/num/matrix.hpp:21\n"),
            std::string::npos)
      << hint;
  EXPECT_NE(hint.find("a quoted #include finds the file beside the source that\nincludes it"), std::string::npos)
      << hint;
}

TEST(UnhookedCrashTest, NoHintWhenTheProgramsInnermostFunctionIsInASource) {
  EXPECT_EQ(unhooked_header_hint({
                frame("__pthread_kill_implementation", "./nptl/pthread_kill.c:44"),
                frame("Parser::parse()", "/src/parser.cpp:40"),
                frame("Parser::peek() const", "/src/parser.hpp:12"),
            }),
            "");
}

TEST(UnhookedCrashTest, NoHintWithoutLocations) {
  EXPECT_EQ(unhooked_header_hint({frame("", ""), frame("main", "")}), "");
}

}  // namespace
}  // namespace recrash::gen
