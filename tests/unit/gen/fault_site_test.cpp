// SPDX-License-Identifier: MIT
// Where a replay must fail: the place read off a dump's backtrace, and the pattern a death test
// matches against what the replay prints (recrash::format::fault_line).
#include "fault_site.hpp"

#include <recrash/format/fault_site.hpp>

#include <gtest/gtest.h>

#include <csignal>
#include <cstdint>
#include <regex>

namespace {

using recrash::gen::abort_key;
using recrash::gen::abort_pattern;
using recrash::gen::expected_fault_sites;
using recrash::gen::fault_line_pattern;
using recrash::gen::replayed_fault;
using recrash::gen::SymbolizedFrame;
using recrash::gen::throw_line_pattern;

SymbolizedFrame frame(const std::string& module, const std::string& function) {
  SymbolizedFrame out;
  out.module = module;
  out.function = function;
  return out;
}

/// A signal at an address where a thread's stack may end (a stack overflow's, for SIGSEGV).
recrash::format::Failure signal(int number, std::uint64_t address = 0x7ffc'1234'0ff8) {
  recrash::format::Failure failure;
  failure.signal = number;
  failure.address = address;
  return failure;
}

bool matches(const std::string& pattern, const std::string& output) {
  return std::regex_search(output, std::regex(pattern, std::regex::extended));
}

TEST(FaultSite, TheInnermostFunctionOutsideTheRunTime) {
  std::string why;
  // A failed assertion: raise, abort and __assert_fail are libc's; the place is the caller.
  const std::vector<SymbolizedFrame> frames = {frame("libc.so.6", "__pthread_kill_implementation"),
                                               frame("libc.so.6", "abort"),
                                               frame("libc.so.6", "__assert_fail"),
                                               frame("parser", "Pow10(int)"),
                                               frame("parser", "summarise(Doc const&)"),
                                               frame("parser", "main")};
  EXPECT_EQ(expected_fault_sites(signal(SIGABRT), frames, why), std::vector<std::string>{"Pow10(int)"});
}

TEST(FaultSite, AStackOverflowMayEndAnywhereInItsRecursion) {
  std::string why;
  const std::vector<SymbolizedFrame> frames = {frame("libc.so.6", "malloc"),
                                               frame("doc", "Pool::allocate()"),
                                               frame("doc", "Node::parse_children(char*)"),
                                               frame("doc", "Node::parse(char*)"),
                                               frame("doc", "Node::parse_children(char*)"),
                                               frame("doc", "Node::parse(char*)")};
  EXPECT_EQ(expected_fault_sites(signal(SIGSEGV), frames, why),
            (std::vector<std::string>{"Pool::allocate()", "Node::parse_children(char*)", "Node::parse(char*)"}));
  // Not a fault a recursion can cause: the innermost place alone.
  EXPECT_EQ(expected_fault_sites(signal(SIGFPE), frames, why), std::vector<std::string>{"Pool::allocate()"});
}

// A member read through a null pointer in a recursion (a triangulation stepping to a neighbour
// that does not exist): the stack did not run out, so the innermost place alone, not every
// function of the recursion (a replay dying of another null pointer there would pass). Likewise
// a fault the kernel gives no address for (a non-canonical pointer).
TEST(FaultSite, ANullPointerInARecursionIsNoStackOverflow) {
  std::string why;
  const std::vector<SymbolizedFrame> frames = {frame("mesh", "Triangle::edge_index(Point const*)"),
                                               frame("mesh", "Sweep::edge_side(Triangle&)"),
                                               frame("mesh", "Sweep::edge_event(Triangle*)"),
                                               frame("mesh", "Sweep::edge_event(Triangle*)"), frame("mesh", "main")};
  const std::vector<std::string> innermost{"Triangle::edge_index(Point const*)"};
  EXPECT_EQ(expected_fault_sites(signal(SIGSEGV, 0x8), frames, why), innermost);
  EXPECT_EQ(expected_fault_sites(signal(SIGSEGV, 0xfff0), frames, why), innermost);
  recrash::format::Failure wild = signal(SIGSEGV, 0);
  wild.code = SI_KERNEL;
  EXPECT_EQ(expected_fault_sites(wild, frames, why), innermost);
  // At an address a stack may end at, the recursion's functions.
  EXPECT_EQ(expected_fault_sites(signal(SIGSEGV), frames, why).size(), 3U);
}

// The stack ran out in Cursor::peek(), whose code is also inlined into its caller's frame: that
// inlined entry repeats its name but is no recursion of it; the recursion is value()/list().
TEST(FaultSite, AFunctionInlinedIntoItsCallerIsNoRecursion) {
  std::string why;
  SymbolizedFrame inlined = frame("doc", "Cursor::peek() const");
  inlined.inlined_into = {"operator()"};
  const std::vector<SymbolizedFrame> frames = {frame("doc", "Cursor::peek() const"), inlined,
                                               frame("doc", "Parser::value()"),      frame("doc", "Parser::list()"),
                                               frame("doc", "Parser::value()"),      frame("doc", "Parser::list()")};
  EXPECT_EQ(expected_fault_sites(signal(SIGSEGV), frames, why),
            (std::vector<std::string>{"Cursor::peek() const", "Parser::value()", "Parser::list()"}));
}

// The stack may run out in a hook recording a call: recrash's code is not the program's place.
TEST(FaultSite, AnOverflowInAHookIsPlacedInTheProgram) {
  std::string why;
  const std::vector<SymbolizedFrame> frames = {
      frame("doc", "std::tuple<recrash::detail::ArgRef<int*, true> >::tuple(recrash::detail::ArgRef<int*, true>&&)"),
      frame("doc", "auto recrash::detail::args<int*&>(int*&)"), frame("doc", "Node::parse(char*)"),
      frame("doc", "Node::parse_children(char*)"), frame("doc", "Node::parse(char*)")};
  EXPECT_EQ(expected_fault_sites(signal(SIGSEGV), frames, why),
            (std::vector<std::string>{"Node::parse(char*)", "Node::parse_children(char*)"}));
}

// At -O2 the hook's recording code is inlined into the twin of the function it records, a lambda
// the function calls (tinyxml2: a stack overflow in Frame::enter, inlined into Identify's twin,
// under a recursion of ParseDeep). The place is Identify, and the recursion below it, not the
// hook's functions; Identify in the next frame is the same call, not the recursion's repeat.
TEST(FaultSite, AnOverflowInAHookInlinedIntoATwinIsPlacedInItsFunctionAndTheRecursion) {
  std::string why;
  SymbolizedFrame copies = frame("doc", "recrash::detail::make_copies(recrash::detail::ValueSlot*)");
  SymbolizedFrame enter = frame("doc", "recrash::detail::Frame::enter(recrash::detail::ValueSlot*, unsigned int)");
  enter.inlined_into = {"void recrash::detail::Recorder<recrash::detail::ArgRef<Document, false> >::operator()() const",
                        "operator() at doc.cpp:657"};
  const std::vector<SymbolizedFrame> frames = {copies,
                                               enter,
                                               frame("doc", "Document::identify(char*)"),
                                               frame("doc", "Node::parse(char*)"),
                                               frame("doc", "Element::parse(char*)"),
                                               frame("doc", "Node::parse(char*)"),
                                               frame("doc", "Element::parse(char*)")};
  const std::vector<std::string> sites = expected_fault_sites(signal(SIGSEGV), frames, why);
  EXPECT_EQ(sites,
            (std::vector<std::string>{"Document::identify(char*)", "Node::parse(char*)", "Element::parse(char*)"}));
  EXPECT_EQ(why, "a recursion: a stack overflow may end in any of them");
  // Without a recursion below it, the twin's function alone.
  EXPECT_EQ(expected_fault_sites(signal(SIGSEGV),
                                 {enter, frame("doc", "Document::identify(char*)"), frame("doc", "main")}, why),
            std::vector<std::string>{"Document::identify(char*)"});
}

// A function whose twin calls it again (its body names the function, or holds a static) shows
// twice in a row for one call (tinyxml2's MemPoolT<120>::Alloc, its entry and the call its twin
// made): not the recursion, which is further down. A function calling itself is still one.
TEST(FaultSite, AFunctionItsTwinCalledAgainIsNoRecursion) {
  std::string why;
  const std::vector<SymbolizedFrame> frames = {
      frame("doc", "Pool::alloc()"),      frame("doc", "Pool::alloc()"),         frame("doc", "Document::make_node()"),
      frame("doc", "Node::parse(char*)"), frame("doc", "Element::parse(char*)"), frame("doc", "Node::parse(char*)")};
  EXPECT_EQ(expected_fault_sites(signal(SIGSEGV), frames, why),
            (std::vector<std::string>{"Pool::alloc()", "Document::make_node()", "Node::parse(char*)",
                                      "Element::parse(char*)"}));
  EXPECT_EQ(why, "a recursion: a stack overflow may end in any of them");
  EXPECT_EQ(expected_fault_sites(
                signal(SIGSEGV),
                {frame("doc", "walk(Node*)"), frame("doc", "walk(Node*)"), frame("doc", "walk(Node*)")}, why),
            std::vector<std::string>{"walk(Node*)"});
  EXPECT_EQ(why, "a recursion: a stack overflow may end in any of them");
}

// spdlog's fault: std::atomic's load, inlined into logger::should_log. A replay built otherwise
// may keep either as a function of its own: both are the place.
TEST(FaultSite, CodeInlinedIntoItsCallerIsInEitherFunction) {
  std::string why;
  SymbolizedFrame inlined = frame("driver", "std::__atomic_base<int>::load(std::memory_order) const");
  inlined.inlined_into.push_back("spdlog::logger::should_log(spdlog::level::level_enum) const at logger_impl.h:371");
  EXPECT_EQ(expected_fault_sites(signal(SIGSEGV), {inlined, frame("driver", "spdlog::logger::log()")}, why),
            (std::vector<std::string>{"std::__atomic_base<int>::load(std::memory_order) const",
                                      "spdlog::logger::should_log(spdlog::level::level_enum) const"}));
  EXPECT_EQ(why, "code inlined into its caller: a replay may keep any of them as a function of its own");
}

// A profile's unhooked function inlined into its caller's monitored twin: the replay names the
// inlined function or the caller (its twin's code, "<caller>::{lambda...}", or its own body).
TEST(FaultSite, CodeInlinedIntoALambdaItsCallerRunsIsInEitherFunction) {
  std::string why;
  SymbolizedFrame inlined = frame("victim", "meter::average(meter::Reading const&)");
  inlined.inlined_into.push_back("operator() at meter.cpp:12");
  const std::string caller = "meter::sum_of_averages(std::vector<meter::Reading> const&)";
  const std::vector<std::string> sites =
      expected_fault_sites(signal(SIGFPE), {inlined, frame("victim", caller), frame("victim", "main")}, why);
  EXPECT_EQ(sites, (std::vector<std::string>{"meter::average(meter::Reading const&)", caller}));
  EXPECT_EQ(why, "code inlined into its caller: a replay may keep any of them as a function of its own");
  const std::string pattern = fault_line_pattern(sites);
  EXPECT_TRUE(matches(pattern, recrash::format::fault_line(SIGFPE, caller + "::{lambda()#1}::operator()() const")));
  EXPECT_TRUE(matches(pattern, recrash::format::fault_line(SIGFPE, caller) + "\n"));
  EXPECT_FALSE(matches(pattern, recrash::format::fault_line(SIGFPE, "main") + "\n"));
}

// The same when the caller jumped to its twin (clang's tail call): no frame of the caller is left,
// and the lambda's name says which function it was written in.
TEST(FaultSite, CodeInlinedIntoATwinTheCallerJumpedToIsInEitherFunction) {
  std::string why;
  const std::string caller = "meter::sum_of_averages(std::vector<meter::Reading> const&)";
  const std::string twin = caller + "::$_1::operator()(std::vector<meter::Reading> const&) const";
  SymbolizedFrame inlined = frame("victim", "meter::average(meter::Reading const&)");
  inlined.inlined_into.push_back(twin + " at meter.cpp:37");
  const std::vector<std::string> sites = expected_fault_sites(signal(SIGFPE), {inlined, frame("victim", "main")}, why);
  EXPECT_EQ(sites, (std::vector<std::string>{"meter::average(meter::Reading const&)", caller}));
  const std::string pattern = fault_line_pattern(sites);
  EXPECT_TRUE(matches(pattern, recrash::format::fault_line(SIGFPE, twin)));
  EXPECT_FALSE(matches(pattern, recrash::format::fault_line(SIGFPE, "main") + "\n"));
  // g++ names the lambda the other way.
  inlined.inlined_into = {caller + "::{lambda()#1}::operator()() const at meter.cpp:37"};
  EXPECT_EQ(expected_fault_sites(signal(SIGFPE), {inlined, frame("victim", "main")}, why), sites);
}

TEST(FaultSite, NoPlaceWhenItCannotBeChecked) {
  std::string why;
  EXPECT_TRUE(expected_fault_sites(signal(SIGSEGV), {frame("victim", "")}, why).empty());
  EXPECT_EQ(why, "the backtrace's place could not be symbolized here");
  SymbolizedFrame inlined = frame("victim", "ring::Ring<long>::put(unsigned long, long const&)");
  inlined.inlined_into.push_back("operator() at history.cpp:10");
  EXPECT_TRUE(expected_fault_sites(signal(SIGSEGV), {inlined}, why).empty());
  EXPECT_EQ(why, "the failing code was inlined into a lambda");
  EXPECT_TRUE(expected_fault_sites(signal(SIGFPE),
                                   {frame("victim", "f(int)::$_0::operator()(int) const"), frame("victim", "g()")}, why)
                  .empty());
  EXPECT_EQ(why, "the failing code is in a lambda, which a replay may run inlined into another function");
  recrash::format::Failure requested;
  requested.kind = recrash::format::FailureKind::Requested;
  EXPECT_TRUE(expected_fault_sites(requested, {frame("victim", "f()")}, why).empty());
  EXPECT_EQ(why, "the failure is a requested dump");
}

// An uncaught exception's place is where it was thrown: the innermost function of the throw's
// backtrace, which the replay names in its throw line.
TEST(FaultSite, AnExceptionIsCheckedWhereItWasThrown) {
  recrash::format::Failure exception;
  exception.kind = recrash::format::FailureKind::Exception;
  std::string why;
  EXPECT_EQ(expected_fault_sites(
                exception,
                {frame("victim", "json::raise(std::string const&)"), frame("victim", "json::Reader::value()")}, why),
            std::vector<std::string>{"json::raise(std::string const&)"});
  EXPECT_TRUE(expected_fault_sites(exception, {}, why).empty());
  EXPECT_EQ(why, "the dump has no backtrace of the throw");
  const std::string pattern = throw_line_pattern("std::runtime_error", {"json::raise(std::string const&)"});
  EXPECT_TRUE(matches(pattern, recrash::format::throw_line("std::runtime_error", "json::raise(std::string const&)") +
                                   "\nrecrash replay: what(): depth\n"));
  EXPECT_FALSE(
      matches(pattern, recrash::format::throw_line("std::logic_error", "json::raise(std::string const&)") + "\n"));
  EXPECT_FALSE(matches(pattern, recrash::format::throw_line("std::runtime_error", "json::Reader::value()") + "\n"));
  EXPECT_TRUE(
      matches(throw_line_pattern("std::runtime_error", {}), recrash::format::throw_line("std::runtime_error", "g()")));
  EXPECT_EQ(replayed_fault("x\n" + recrash::format::throw_line("std::logic_error", "g()") + "\n"),
            "std::logic_error thrown in g()");
  EXPECT_EQ(replayed_fault("Expected: contains regular expression \"" + pattern + "\"\n"), "");
}

TEST(FaultSite, AnAbortIsCheckedByTheCLibrarysMessage) {
  // glibc's message for a failed assert(): the program's name and path differ in a test.
  const std::string message =
      "driver: /src/pugixml.cpp:617: void xml_allocator::deallocate_memory(void*, size_t, xml_memory_page*): "
      "Assertion `page->freed_size <= page->busy_size' failed.\n";
  EXPECT_EQ(abort_key(message), "Assertion `page->freed_size <= page->busy_size' failed.");
  EXPECT_EQ(abort_key("free(): double free detected in tcache 2\n"), "free(): double free detected in tcache 2");
  EXPECT_EQ(abort_key(""), "");

  const std::string site = "xml_allocator::deallocate_memory(void*, unsigned long, xml_memory_page*)";
  const std::string pattern = abort_pattern(abort_key(message), fault_line_pattern({site}));
  const std::string fault = recrash::format::fault_line(SIGABRT, site) + "\n";
  EXPECT_TRUE(matches(pattern,
                      "driver_replay: /build/copy/pugixml.cpp:617: void xml_allocator::deallocate_memory(void*, "
                      "size_t, xml_memory_page*): Assertion `page->freed_size <= page->busy_size' failed.\n" +
                          fault));
  // Another assertion of the same function, or none at all, is not the program's failure.
  EXPECT_FALSE(matches(pattern, "t: p.cpp:613: f: Assertion `ptr >= page' failed.\n" + fault));
  EXPECT_FALSE(matches(pattern, fault));
  EXPECT_EQ(abort_pattern("", "x"), "x");
  EXPECT_TRUE(matches(abort_pattern(abort_key(message), ""), message));
}

TEST(FaultSite, ThePatternMatchesTheLineAReplayPrints) {
  const std::string put = "ring::Ring<long>::put(unsigned long, long const&)";
  const std::string pattern = fault_line_pattern({put, "a::b*(c)"});
  EXPECT_TRUE(matches(pattern, recrash::format::fault_line(SIGFPE, put) + "\nrecrash replay: the replay's stack:\n"));
  EXPECT_TRUE(matches(pattern, "x\n" + recrash::format::fault_line(SIGSEGV, "a::b*(c)") + "\n"));
  // Code written inside the function: a lambda of it.
  EXPECT_TRUE(
      matches(pattern, recrash::format::fault_line(SIGFPE, put + "::{lambda(int)#1}::operator()(int) const") + "\n"));
  // Elsewhere, or a function whose name only starts the same.
  EXPECT_FALSE(matches(pattern, recrash::format::fault_line(SIGFPE, "ring::Ring<long>::get()") + "\n"));
  EXPECT_FALSE(matches(pattern, recrash::format::fault_line(SIGFPE, "a::bb(c)") + "\n"));
  EXPECT_FALSE(matches(pattern, recrash::format::fault_line(SIGFPE, put + "x") + "\n"));
}

TEST(FaultSite, ReadsWhereADifferentFailureWas) {
  EXPECT_EQ(recrash::gen::replayed_fault("[  DEATH   ] recrash replay: SIGSEGV in Pool::allocate()\n[  DEATH   ] ..."),
            "SIGSEGV in Pool::allocate()");
  EXPECT_EQ(recrash::gen::replayed_fault("recrash replay: the replay's stack:\n"), "");
  // gtest quotes the expected pattern before what the replay printed.
  EXPECT_EQ(recrash::gen::replayed_fault(
                "  Expected: contains regular expression \"recrash replay: SIG[A-Z]+ in (f\\(\\))\"\n"
                "Actual msg:\n[  DEATH   ] recrash replay: SIGFPE in g()\n"),
            "SIGFPE in g()");
}

TEST(FaultSite, APartOfAFunctionCompiledApartIsThatFunction) {
  std::string why;
  EXPECT_EQ(expected_fault_sites(signal(SIGILL), {frame("victim", "kinds::trap(int) [clone .cold]")}, why),
            std::vector<std::string>{"kinds::trap(int)"});
  EXPECT_EQ(recrash::format::without_clones("f(int) [clone .isra.0] [clone .cold]"), "f(int)");
  EXPECT_EQ(recrash::format::without_clones("f(int)"), "f(int)");
}

TEST(FaultSite, TheRunTimeIsTheCAndCxxLibraries) {
  EXPECT_TRUE(recrash::format::is_runtime_library("/lib/x86_64-linux-gnu/libc.so.6"));
  EXPECT_TRUE(recrash::format::is_runtime_library("libstdc++.so.6"));
  EXPECT_TRUE(recrash::format::is_runtime_library("/lib64/ld-linux-x86-64.so.2"));
  EXPECT_FALSE(recrash::format::is_runtime_library("/usr/lib/x86_64-linux-gnu/libcurl.so.4"));
  EXPECT_FALSE(recrash::format::is_runtime_library("libcore.so"));
  EXPECT_FALSE(recrash::format::is_runtime_library("victim"));
}

}  // namespace
