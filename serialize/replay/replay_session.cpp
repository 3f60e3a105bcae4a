// SPDX-License-Identifier: MIT
// The test side of a replay. A crash here happens in a test binary, not in a shipped program, so
// the report may allocate: it symbolizes with Boost.Stacktrace, file:line included, and prints
// on stderr, where a death test reads it. Its first lines say where the failure is, as
// recrash-gen says it for the dump (recrash/format/fault_site.hpp): one for the function whose
// code failed and one for each function it was inlined into; the death test matches any.
#include "capture_link.hpp"
#include "inline_chain.hpp"

#include <recrash/format/fault_site.hpp>
#include <recrash/replay.hpp>

#include <boost/core/demangle.hpp>
#include <boost/stacktrace.hpp>

#include <cxxabi.h>

#include <dlfcn.h>
#include <signal.h>
#include <ucontext.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace recrash::replay {
namespace {

constexpr int kSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP};
/// Frames looked through for the failure's place, and frames printed.
constexpr std::size_t kFramesRead = 256;
constexpr std::size_t kFramesShown = 64;

/// Where the handler runs: a stack overflow leaves no room on the thread's own stack, and
/// symbolizing needs some.
alignas(16) char alternate_stack[std::size_t{1} << 20];

std::uintptr_t interrupted_pc(const void* ucontext) {
#if defined(__x86_64__)
  return static_cast<std::uintptr_t>(static_cast<const ucontext_t*>(ucontext)->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
  return static_cast<std::uintptr_t>(static_cast<const ucontext_t*>(ucontext)->uc_mcontext.pc);
#else
  (void)ucontext;
  return 0;
#endif
}

bool in_runtime_library(const void* address) {
  Dl_info info{};
  return dladdr(address, &info) != 0 && info.dli_fname != nullptr && format::is_runtime_library(info.dli_fname);
}

/// The functions inlined at `address` (inlined_functions()), innermost first, then the one whose
/// code it is, as Boost.Stacktrace names it; empty when unknown.
std::vector<std::string> functions_at(const void* address) {
  std::vector<std::string> chain = inlined_functions(address);
  if (std::string name = format::without_clones(boost::stacktrace::frame(address).name()); !name.empty()) {
    chain.push_back(std::move(name));
  }
  return chain;
}

/// The innermost function of the interrupted stack outside the run time, with the functions it
/// was inlined into (empty when unknown). The stack was read in this handler: it starts at the
/// frame the signal interrupted, at `pc`.
std::vector<std::string> fault_functions(const boost::stacktrace::stacktrace& stack, std::uintptr_t pc,
                                         std::size_t& first) {
  for (first = 0; first < stack.size(); ++first) {
    if (reinterpret_cast<std::uintptr_t>(stack[first].address()) == pc) break;
  }
  if (first == stack.size()) {
    first = 0;
    const auto* address = reinterpret_cast<const void*>(pc);
    return pc == 0 || in_runtime_library(address) ? std::vector<std::string>{} : functions_at(address);
  }
  for (std::size_t i = first; i < stack.size(); ++i) {
    // A caller's address is where its call returns to, perhaps past its function's end.
    const auto* address = static_cast<const char*>(stack[i].address()) - (i == first ? 0 : 1);
    if (!in_runtime_library(address)) return functions_at(address);
  }
  return {};
}

/// One line per function, innermost first, each as `line_of` writes it: a death test matches
/// any, so a replay whose failing code was inlined into its caller matches a dump where it was not,
/// and the other way round.
template <class LineOf>
std::string lines_naming(const std::vector<std::string>& functions, LineOf line_of) {
  if (functions.empty()) return line_of("an unknown function") + "\n";
  std::string lines;
  for (const std::string& function : functions) lines += line_of(function) + "\n";
  return lines;
}

std::uintptr_t interrupted_sp(const void* ucontext) {
#if defined(__x86_64__)
  return static_cast<std::uintptr_t>(static_cast<const ucontext_t*>(ucontext)->uc_mcontext.gregs[REG_RSP]);
#elif defined(__aarch64__)
  return static_cast<std::uintptr_t>(static_cast<const ucontext_t*>(ucontext)->uc_mcontext.sp);
#else
  (void)ucontext;
  return 0;
#endif
}

/// A fault at the stack pointer, or just below it: the stack ran out.
bool stack_overflow(int signal, const siginfo_t* info, const void* ucontext) {
  if ((signal != SIGSEGV && signal != SIGBUS) || info == nullptr) return false;
  const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
  const std::uintptr_t sp = interrupted_sp(ucontext);
  constexpr std::uintptr_t kNear = std::uintptr_t{64} << 10;
  return sp != 0 && address + kNear >= sp && address <= sp + kNear;
}

/// Where a stack overflow is said to happen: the innermost function that the stack holds again
/// further out, the recursion that ran the stack out (where in its calls the last push landed,
/// an allocator's or a formatter's, is chance); "" when no function repeats.
std::string recursion_function(const boost::stacktrace::stacktrace& stack, std::size_t first) {
  constexpr std::size_t kLookedAt = 64;
  std::vector<std::string> names;
  for (std::size_t i = first; i < stack.size() && names.size() < kLookedAt; ++i) {
    const auto* address = static_cast<const char*>(stack[i].address()) - (i == first ? 0 : 1);
    names.push_back(in_runtime_library(address) ? ""
                                                : format::without_clones(boost::stacktrace::frame(address).name()));
  }
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (!names[i].empty() &&
        std::find(names.begin() + static_cast<std::ptrdiff_t>(i) + 1, names.end(), names[i]) != names.end()) {
      return names[i];
    }
  }
  return "";
}

void report_and_die(int signal, siginfo_t* info, void* ucontext) {
  const boost::stacktrace::stacktrace stack(0, kFramesRead);
  std::size_t first = 0;
  std::vector<std::string> functions = fault_functions(stack, interrupted_pc(ucontext), first);
  if (stack_overflow(signal, info, ucontext)) {
    if (std::string recursion = recursion_function(stack, first); !recursion.empty()) functions = {recursion};
  }
  std::ostringstream out;
  out << lines_naming(functions, [signal](std::string_view function) { return format::fault_line(signal, function); })
      << "recrash replay: the replay's stack:\n";
  for (std::size_t i = first; i < stack.size() && i < first + kFramesShown; ++i) {
    out << " " << i - first << "# " << stack[i] << "\n";
  }
  const std::string text = out.str();
  [[maybe_unused]] ssize_t written = write(STDERR_FILENO, text.data(), text.size());
  // SA_RESETHAND has restored the default action: the test dies of the signal it got.
  raise(signal);
}

/// The innermost function outside the run time among return addresses (a throw site's), with
/// the functions it was inlined into.
std::vector<std::string> throwers(const std::uintptr_t* pcs, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) {
    // A return address: the call (to __cxa_throw, which does not return) is the byte before.
    const auto* address = reinterpret_cast<const char*>(pcs[i]) - 1;
    if (!in_runtime_library(address)) return functions_at(address);
  }
  return {};
}

}  // namespace

void die_of_current_exception() noexcept {
  std::string type = "an exception of unknown type";
  std::vector<std::string> functions;
  std::string message;
  if (const std::type_info* thrown = abi::__cxa_current_exception_type()) {
    type = boost::core::demangle(thrown->name());
    std::uintptr_t pcs[kFramesRead];
    functions = throwers(pcs, thrown_from(*thrown, pcs, kFramesRead));
    try {
      throw;
    } catch (const std::exception& e) {
      message = e.what();
    } catch (...) {
    }
  }
  const std::string text =
      lines_naming(functions, [&type](std::string_view function) { return format::throw_line(type, function); }) +
      "recrash replay: what(): " + message + "\n";
  [[maybe_unused]] ssize_t written = write(STDERR_FILENO, text.data(), text.size());
  // Dies as the program did, of SIGABRT, without the report of a signal in an unknown place.
  signal(SIGABRT, SIG_DFL);
  std::abort();
}

bool begin() noexcept {
  turn_capture_off();
  stack_t stack{};
  stack.ss_sp = alternate_stack;
  stack.ss_size = sizeof(alternate_stack);
  sigaltstack(&stack, nullptr);
  struct sigaction action {};
  action.sa_sigaction = &report_and_die;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
  sigemptyset(&action.sa_mask);
  for (int signal : kSignals) sigaction(signal, &action, nullptr);
  // Symbolizing reads the binary's debug information once per process, a quarter of a second for
  // a few megabytes; read here, it is read before the tests start, and each death test's child
  // (a fork of this process) inherits it rather than reading it again when its replay fails.
  (void)boost::stacktrace::to_string(boost::stacktrace::stacktrace(0, 4));
  read_debug_information();
  return true;
}

}  // namespace recrash::replay
