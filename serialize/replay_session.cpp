// SPDX-License-Identifier: MIT
// The test side of a replay. A crash here happens in a test binary, not in a shipped program, so
// the report may allocate: it symbolizes with Boost.Stacktrace, file:line included, and prints
// on stderr, where a death test reads it. Its first line says where the failure is, as
// recrash-gen says it for the dump (recrash/format/fault_site.hpp): the death test matches it.
#include <recrash/format/fault_site.hpp>
#include <recrash/replay.hpp>

#include <boost/stacktrace.hpp>

#include <dlfcn.h>
#include <signal.h>
#include <ucontext.h>
#include <unistd.h>

#include <cstdint>
#include <sstream>
#include <string>

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

/// The innermost function of the interrupted stack outside the run time ("" when unknown). The
/// stack was read in this handler: it starts at the frame the signal interrupted, at `pc`.
std::string fault_function(const boost::stacktrace::stacktrace& stack, std::uintptr_t pc, std::size_t& first) {
  for (first = 0; first < stack.size(); ++first) {
    if (reinterpret_cast<std::uintptr_t>(stack[first].address()) == pc) break;
  }
  if (first == stack.size()) {
    first = 0;
    return pc == 0 || in_runtime_library(reinterpret_cast<const void*>(pc))
               ? ""
               : format::without_clones(boost::stacktrace::frame(reinterpret_cast<const void*>(pc)).name());
  }
  for (std::size_t i = first; i < stack.size(); ++i) {
    // A caller's address is where its call returns to, perhaps past its function's end.
    const auto* address = static_cast<const char*>(stack[i].address()) - (i == first ? 0 : 1);
    if (!in_runtime_library(address)) return format::without_clones(boost::stacktrace::frame(address).name());
  }
  return "";
}

void report_and_die(int signal, siginfo_t*, void* ucontext) {
  const boost::stacktrace::stacktrace stack(0, kFramesRead);
  std::size_t first = 0;
  const std::string function = fault_function(stack, interrupted_pc(ucontext), first);
  std::ostringstream out;
  out << format::fault_line(signal, function.empty() ? "an unknown function" : function) << "\n"
      << "recrash replay: the replay's stack:\n";
  for (std::size_t i = first; i < stack.size() && i < first + kFramesShown; ++i) {
    out << " " << i - first << "# " << stack[i] << "\n";
  }
  const std::string text = out.str();
  [[maybe_unused]] ssize_t written = write(STDERR_FILENO, text.data(), text.size());
  // SA_RESETHAND has restored the default action: the test dies of the signal it got.
  raise(signal);
}

}  // namespace

bool begin() noexcept {
  detail::enter_replay_mode();
  stack_t stack{};
  stack.ss_sp = alternate_stack;
  stack.ss_size = sizeof(alternate_stack);
  sigaltstack(&stack, nullptr);
  struct sigaction action {};
  action.sa_sigaction = &report_and_die;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
  sigemptyset(&action.sa_mask);
  for (int signal : kSignals) sigaction(signal, &action, nullptr);
  return true;
}

}  // namespace recrash::replay
