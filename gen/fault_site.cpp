// SPDX-License-Identifier: MIT
#include "fault_site.hpp"

#include <recrash/format/fault_site.hpp>

#include <algorithm>
#include <csignal>
#include <cstdint>
#include <string_view>

namespace recrash::gen {
namespace {

/// Whether `function` is recrash's recording code, which the stack may run out in while a hook
/// records a call (std::tuple<recrash::detail::ArgRef<...>>'s constructor, Frame::enter).
bool hook_code(const std::string& function) { return function.find("recrash::detail::") != std::string::npos; }

/// Whether the failure may be the stack running out: a SIGSEGV or SIGBUS at an address a stack can
/// have. Not one in the lowest 64 KiB, where Linux maps nothing by default (vm.mmap_min_addr): a
/// member read through a null pointer; nor one the kernel gave no address for (SI_KERNEL: a
/// non-canonical pointer's general protection fault).
bool may_be_stack_overflow(const format::Failure& failure) {
  if (failure.kind != format::FailureKind::Signal || (failure.signal != SIGSEGV && failure.signal != SIGBUS)) {
    return false;
  }
  constexpr std::uint64_t kLowestMappable = std::uint64_t{64} << 10;
  return failure.code != SI_KERNEL && failure.address >= kLowestMappable;
}

/// The function a lambda's name says it was written in: "f(int)" of "f(int)::$_0::operator()() const"
/// (clang) or of "f(int)::{lambda()#1}::operator()() const" (g++); "" for a name that does not say
/// ("operator()", as debug information names an inlined lambda).
std::string enclosing_function(const std::string& lambda) {
  const std::size_t at = std::min(lambda.find("::$_"), lambda.find("::{lambda("));
  return at == std::string::npos ? "" : lambda.substr(0, at);
}

}  // namespace

std::vector<std::string> expected_fault_sites(const format::Failure& failure,
                                              const std::vector<SymbolizedFrame>& frames, std::string& why) {
  if (failure.kind == format::FailureKind::Requested) {
    why = "the failure is a requested dump";
    return {};
  }
  if (failure.kind == format::FailureKind::Exception && frames.empty()) {
    why = "the dump has no backtrace of the throw";
    return {};
  }
  std::vector<const SymbolizedFrame*> program;
  for (const SymbolizedFrame& frame : frames) {
    // Not a function of recrash's hooks either; one inlined into the program's function stands
    // for that function.
    const bool hook = frame.inlined_into.empty() && hook_code(frame.function);
    if (!format::is_runtime_library(frame.module) && !hook) program.push_back(&frame);
  }
  if (program.empty() || program[0]->function.empty()) {
    why = "the backtrace's place could not be symbolized here";
    return {};
  }
  std::vector<std::string> innermost{format::without_clones(program[0]->function)};
  // Whether the innermost frame's code runs in a lambda that stands for the next frame's function
  // (a monitored twin, below): seeing that function in the next frame is then no recursion.
  bool next_frame_named = false;
  if (!program[0]->inlined_into.empty()) {
    // A replay's compiler may inline differently: its report names whichever function of the
    // chain kept code of its own (spdlog: std::atomic's load, inlined into
    // logger::should_log). Not a chain ending in a lambda (a monitored twin, the program's own):
    // a replay may run that inlined into yet another function.
    std::vector<std::string> chain{format::without_clones(program[0]->function)};
    for (const std::string& outer : program[0]->inlined_into) {
      chain.push_back(format::without_clones(outer.substr(0, outer.rfind(" at "))));
    }
    // recrash's recording code inlined into the program's function stands for that function, as
    // a hook's frame of its own does above: at -O2 a stack overflow most often ends there, in
    // the first code a call runs (tinyxml2's ParseDeep recursion, in Frame::enter inlined into
    // a twin), and a replay runs the hooks of other frames.
    while (chain.size() > 1 && hook_code(chain.front())) chain.erase(chain.begin());
    const auto unnamed = [](const std::string& function) {
      return function.empty() || function.rfind("operator()", 0) == 0 || function.find("::$_") != std::string::npos ||
             function.find("{lambda(") != std::string::npos;
    };
    // A lambda that holds the inlined code is one written inside a function of the program
    // (recrash's monitored twin, or the function's own): the replay names it
    // "<function>::{lambda...}", or the function itself when it inlines the lambda. A profile's
    // unhooked function inlined into its caller's twin ends here. The function is the one the
    // lambda's name says or, for a name that does not say, the next frame's: not when the caller
    // jumped to its twin (a tail call leaves no frame of the caller).
    if (unnamed(chain.back()) && std::none_of(chain.begin(), chain.end() - 1, unnamed)) {
      const bool next_named = program.size() > 1 && program[1]->inlined_into.empty() && !unnamed(program[1]->function);
      std::string function = enclosing_function(chain.back());
      if (function.empty() && next_named) function = format::without_clones(program[1]->function);
      if (!function.empty()) {
        next_frame_named = next_named && format::without_clones(program[1]->function) == function;
        chain.back() = std::move(function);
      }
    }
    if (std::any_of(chain.begin(), chain.end(), unnamed)) {
      why = "the failing code was inlined into a lambda";
      return {};
    }
    innermost = std::move(chain);
    if (innermost.size() > 1)
      why = "code inlined into its caller: a replay may keep any of them as a function of its own";
  }
  // A lambda left after fold_twins: under clang, recrash's monitored copy of a function's body
  // ("f(int)::$_0::operator()"), which a replay may run inlined into another function.
  if (program[0]->function.find("::$_") != std::string::npos ||
      program[0]->function.find("::{lambda(") != std::string::npos) {
    why = "the failing code is in a lambda, which a replay may run inlined into another function";
    return {};
  }
  std::vector<std::string> sites = innermost;
  const bool may_overflow = may_be_stack_overflow(failure);
  const std::size_t first = next_frame_named ? 2 : 1;
  for (std::size_t i = first; may_overflow && i < program.size(); ++i) {
    // Code inlined into another function is no call of its own: seeing its function again (the
    // innermost function inlined into its caller's monitored copy) is no recursion.
    if (!program[i]->inlined_into.empty()) continue;
    const std::string function = format::without_clones(program[i]->function);
    // A monitored call whose twin calls the function again (a body that names its function or
    // holds a static: tinyxml2's MemPoolT::Alloc, with an assertion) shows it twice in a row, the
    // same call; a recursion that repeats it at once is found again at its next call.
    if (i == first && function == innermost.back()) continue;
    if (std::find(sites.begin(), sites.end(), function) != sites.end()) {
      why = "a recursion: a stack overflow may end in any of them";
      return sites;  // its cycle
    }
    if (!function.empty()) sites.push_back(function);
  }
  return innermost;  // no function repeats: the innermost one alone
}

namespace {

/// `text` matching itself in a POSIX extended regular expression.
std::string literal_pattern(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (std::string_view(".[]()*+?{}|^$\\").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

namespace {

/// Any of `functions`, or code written inside one, up to the end of the line.
std::string any_function_pattern(const std::vector<std::string>& functions) {
  std::string alternatives;
  for (const std::string& function : functions) {
    alternatives += (alternatives.empty() ? "" : "|") + literal_pattern(function);
  }
  return "(" + alternatives + ")(::|\n)";
}

}  // namespace

std::string fault_line_pattern(const std::vector<std::string>& functions) {
  return literal_pattern(std::string(format::kFaultLinePrefix)) + "SIG[A-Z]+ in " + any_function_pattern(functions);
}

std::string throw_line_pattern(const std::string& type, const std::vector<std::string>& functions) {
  const std::string line = literal_pattern(format::throw_line(type, ""));
  return functions.empty() ? line : line + any_function_pattern(functions);
}

namespace {

constexpr std::string_view kAssertion = "Assertion `";
constexpr std::string_view kAssertionEnd = "' failed.";

/// The first "Assertion `...' failed." in `text`, or "".
std::string assertion_in(const std::string& text) {
  const std::size_t start = text.find(kAssertion);
  if (start == std::string::npos) return "";
  const std::size_t end = text.find(kAssertionEnd, start + kAssertion.size());
  if (end == std::string::npos) return "";
  return text.substr(start, end + kAssertionEnd.size() - start);
}

}  // namespace

std::string abort_key(const std::string& message) {
  if (std::string assertion = assertion_in(message); !assertion.empty()) return assertion;
  std::string line = message.substr(0, message.find('\n'));
  while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
  return line;
}

std::string abort_pattern(const std::string& key, const std::string& fault_pattern) {
  if (key.empty()) return fault_pattern;
  // The C library prints its message before abort() raises the signal the replay reports.
  return literal_pattern(key) + (fault_pattern.empty() ? "" : "(.|\n)*" + fault_pattern);
}

std::string replayed_assertion(const std::string& output) { return assertion_in(output); }

std::string replayed_fault(const std::string& output) {
  const std::string prefix(format::kFaultLinePrefix);
  for (std::size_t at = output.find(prefix); at != std::string::npos; at = output.find(prefix, at + 1)) {
    const std::size_t start = at + prefix.size();
    const std::size_t end = output.find('\n', start);
    std::string line = output.substr(start, end == std::string::npos ? std::string::npos : end - start);
    // "SIGSEGV in ...", not the pattern a failed death test quotes ("SIG[A-Z]+ in (...").
    const std::size_t name_end = line.find(' ');
    if (line.rfind("SIG", 0) == 0 && name_end != std::string::npos && line.compare(name_end, 4, " in ") == 0 &&
        std::all_of(line.begin() + 3, line.begin() + static_cast<std::ptrdiff_t>(name_end),
                    [](char c) { return c >= 'A' && c <= 'Z'; })) {
      return line;
    }
    // "std::out_of_range thrown in ...", not a quoted pattern (which ends in "(::|\n)").
    if (line.find(" thrown in ") != std::string::npos && line.find("(::|") == std::string::npos &&
        line.find('\\') == std::string::npos) {
      return line;
    }
  }
  return "";
}

}  // namespace recrash::gen
