// SPDX-License-Identifier: MIT
#include "symbolizer.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace recrash::gen {
namespace {

/// A dump whose backtrace holds one address, in a module at `path` with `build_id`.
format::Dump dump_with_module(const std::string& path, const std::string& build_id) {
  format::Dump dump;
  dump.modules.push_back({path, 0x400000, build_id});
  dump.backtrace.push_back({0, 0x1234});
  return dump;
}

// A module path naming a FIFO or /dev/stdin blocked recrash-gen forever (issue 20, finding 3):
// its build id was read from it, or addr2line read it. Each case runs in a child that has ten
// seconds, with a pipe nobody writes to for its standard input.
TEST(Symbolize, NeverOpensAModuleThatIsNotARegularFile) {
  char directory[] = "/tmp/recrash-symbolize.XXXXXX";
  ASSERT_NE(mkdtemp(directory), nullptr);
  const std::string fifo = std::string(directory) + "/libhostile.so";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  for (const std::string& path : {fifo, std::string("/dev/stdin")}) {
    for (const std::string& build_id : {std::string(), std::string("0123456789abcdef")}) {
      EXPECT_EXIT(
          {
            int fds[2];
            if (pipe(fds) != 0 || dup2(fds[0], STDIN_FILENO) < 0) std::_Exit(2);
            alarm(10);
            const bool no_id = read_build_id(path).empty();
            const std::vector<SymbolizedFrame> frames = symbolize(dump_with_module(path, build_id), true);
            std::_Exit(no_id && frames.size() == 1 && frames[0].function.empty() ? 0 : 1);
          },
          ::testing::ExitedWithCode(0), "")
          << path << ", build id '" << build_id << "'";
    }
  }
  std::remove(fifo.c_str());
  rmdir(directory);
  EXPECT_FALSE(read_build_id("/proc/self/exe").empty());  // a regular file still is read
}

SymbolizedFrame frame(std::string function, std::string location, std::vector<std::string> inlined_into = {}) {
  SymbolizedFrame result;
  result.module = "app";
  result.function = std::move(function);
  result.location = std::move(location);
  result.inlined_into = std::move(inlined_into);
  return result;
}

TEST(FoldTwins, ATwinAndItsEntryAreOneFrameAtTheTwinsLine) {
  std::vector<SymbolizedFrame> frames = {
      frame("Scanner::scan(int)::{lambda(int)#1}::operator()(int) const", "scanner.cpp:80"),
      frame("Scanner::scan(int)", "scanner.cpp:77"), frame("main", "main.cpp:5")};
  fold_twins(frames);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].function, "Scanner::scan(int)");
  EXPECT_EQ(frames[0].location, "scanner.cpp:80");
  EXPECT_EQ(frames[1].function, "main");
}

TEST(FoldTwins, ATemplatesEntryNamedWithItsReturnTypeIsFoldedToo) {
  std::vector<SymbolizedFrame> frames = {
      frame("ns::sweep<Ladder>(Order&, Ladder&)::{lambda(Order&, Ladder&)#1}::operator()(Order&, Ladder&) const",
            "matching.cpp:36"),
      frame("long ns::sweep<Ladder>(Order&, Ladder&)", "matching.cpp:30"), frame("main", "main.cpp:5")};
  fold_twins(frames);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].function, "ns::sweep<Ladder>(Order&, Ladder&)");
  EXPECT_EQ(frames[0].location, "matching.cpp:36");
}

TEST(FoldTwins, ACalleeInlinedIntoTheTwinKeepsItsFrame) {
  std::vector<SymbolizedFrame> frames = {frame("std::string::length() const", "basic_string.h:10",
                                               {"quote(std::string const&)::{lambda(std::string "
                                                "const&)#1}::operator()(std::string const&) const at text.cpp:24"}),
                                         frame("quote(std::string const&)", "text.cpp:20")};
  fold_twins(frames);
  ASSERT_EQ(frames.size(), 1u);
  EXPECT_EQ(frames[0].function, "std::string::length() const");
  ASSERT_EQ(frames[0].inlined_into.size(), 1u);
  EXPECT_EQ(frames[0].inlined_into[0], "quote(std::string const&) at text.cpp:24");
}

TEST(FoldTwins, AnEntryInlinedIntoItsCallerLeavesTheCallersFrame) {
  std::vector<SymbolizedFrame> frames = {frame("f(int)::{lambda(int)#1}::operator()(int) const", "f.cpp:3"),
                                         frame("f(int)", "f.cpp:2", {"g() at g.cpp:9", "main at main.cpp:4"})};
  fold_twins(frames);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].function, "f(int)");
  EXPECT_EQ(frames[1].function, "g()");
  EXPECT_EQ(frames[1].location, "g.cpp:9");
  ASSERT_EQ(frames[1].inlined_into.size(), 1u);
  EXPECT_EQ(frames[1].inlined_into[0], "main at main.cpp:4");
}

TEST(FoldTwins, AReenteringTwinAndItsEntryGoAndTheBodysFrameStays) {
  std::vector<SymbolizedFrame> frames = {frame("Scanner::scan(int)", "scanner.cpp:80"),
                                         frame("Scanner::scan(int)::{lambda(recrash::detail::Reentry, "
                                               "int)#1}::operator()(recrash::detail::Reentry, int) const",
                                               "scanner.cpp:77"),
                                         frame("Scanner::scan(int)", "scanner.cpp:77"), frame("main", "main.cpp:5")};
  fold_twins(frames);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].function, "Scanner::scan(int)");
  EXPECT_EQ(frames[0].location, "scanner.cpp:80");
  EXPECT_EQ(frames[1].function, "main");
}

TEST(FoldTwins, ABodyInlinedIntoItsReenteringTwinKeepsWhatWasInlinedIntoIt) {
  std::vector<SymbolizedFrame> frames = {
      frame("std::string::length() const", "basic_string.h:10",
            {"quote(std::string const&) at text.cpp:24",
             "quote(std::string const&)::{lambda(recrash::detail::Reentry, std::string const&)#1}::operator()"
             "(recrash::detail::Reentry, std::string const&) const at text.cpp:20"}),
      frame("quote(std::string const&)", "text.cpp:20", {"g() at g.cpp:9"})};
  fold_twins(frames);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].function, "std::string::length() const");
  ASSERT_EQ(frames[0].inlined_into.size(), 1u);
  EXPECT_EQ(frames[0].inlined_into[0], "quote(std::string const&) at text.cpp:24");
  EXPECT_EQ(frames[1].function, "g()");
  EXPECT_EQ(frames[1].location, "g.cpp:9");
}

TEST(FoldTwins, ARecursionThroughReenteringTwinsKeepsEachCall) {
  const std::string twin =
      "walk(int)::{lambda(recrash::detail::Reentry, int)#1}::operator()(recrash::detail::Reentry, int) const";
  std::vector<SymbolizedFrame> frames = {frame("walk(int)", "walk.cpp:9"), frame(twin, "walk.cpp:7"),
                                         frame("walk(int)", "walk.cpp:7"), frame("walk(int)", "walk.cpp:10"),
                                         frame(twin, "walk.cpp:7"),        frame("walk(int)", "walk.cpp:7"),
                                         frame("main", "main.cpp:5")};
  fold_twins(frames);
  ASSERT_EQ(frames.size(), 3u);
  EXPECT_EQ(frames[0].location, "walk.cpp:9");
  EXPECT_EQ(frames[1].location, "walk.cpp:10");
  EXPECT_EQ(frames[2].function, "main");
}

TEST(FoldTwins, ClangsTwinsAreFoldedToo) {
  std::vector<SymbolizedFrame> frames = {
      frame("Desk::per_agent(int) const::$_1::operator()(recrash::detail::Reentry, int) const", "desk.cpp:17"),
      frame("Desk::report[abi:cxx11](int) const::$_2::operator()[abi:cxx11](int) const", "desk.cpp:14"),
      frame("Desk::report[abi:cxx11](int) const", "desk.cpp:20"), frame("main", "main.cpp:12")};
  // The body of per_agent was inlined into its twin, whose entry was inlined into report's twin.
  frames[0].function = "Desk::per_agent(int) const";
  frames[0].inlined_into = {
      "Desk::per_agent(int) const::$_1::operator()(recrash::detail::Reentry, int) const at desk.cpp:14"};
  frames[1].function = "Desk::per_agent(int) const";
  frames[1].inlined_into = {"Desk::report[abi:cxx11](int) const::$_2::operator()[abi:cxx11](int) const at desk.cpp:21"};
  fold_twins(frames);
  ASSERT_EQ(frames.size(), 3u);
  EXPECT_EQ(frames[0].function, "Desk::per_agent(int) const");
  EXPECT_TRUE(frames[0].inlined_into.empty());
  EXPECT_EQ(frames[1].function, "Desk::report[abi:cxx11](int) const");
  EXPECT_EQ(frames[1].location, "desk.cpp:21");
  EXPECT_EQ(frames[2].function, "main");
}

TEST(FoldTwins, AReenteringTwinWhoseEntryLeftNoFrameIsNamedForItsFunction) {
  std::vector<SymbolizedFrame> frames = {
      frame("Desk::per_agent(int) const::$_1::operator()(recrash::detail::Reentry, int) const", "desk.cpp:17"),
      frame("Desk::report(int) const", "desk.cpp:14")};
  fold_twins(frames);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].function, "Desk::per_agent(int) const");
  EXPECT_EQ(frames[0].location, "desk.cpp:17");
  EXPECT_EQ(frames[1].function, "Desk::report(int) const");
}

TEST(FoldTwins, ClangsOtherLambdasStay) {
  std::vector<SymbolizedFrame> frames = {frame("f(int)::$_4::operator()(char) const", "f.cpp:3"),
                                         frame("f(int)", "f.cpp:2")};
  fold_twins(frames);
  EXPECT_EQ(frames.size(), 2u);
}

TEST(FoldTwins, OtherLambdasStay) {
  std::vector<SymbolizedFrame> frames = {
      frame("f(int)::{lambda(int)#2}::operator()(int) const", "f.cpp:3"), frame("f(int)", "f.cpp:2"),
      frame("h()::{lambda()#1}::operator()() const", "h.cpp:3"), frame("k()", "k.cpp:2")};
  fold_twins(frames);
  EXPECT_EQ(frames.size(), 4u);
}

}  // namespace
}  // namespace recrash::gen
