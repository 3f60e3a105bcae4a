// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio (installation aside, which runs
// at start-up). The first crash wins; the process then dies of its original signal.
#include "crash/abort_message.hpp"
#include "crash/crash_report.hpp"
#include "crash/crash_state.hpp"
#include "crash/fault_guard.hpp"
#include "crash/thread_registry.hpp"
#include "runtime.hpp"

#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstring>
#include <ctime>

namespace recrash::capture {
namespace {

constexpr int kSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP};
constexpr std::size_t kSignalCount = sizeof(kSignals) / sizeof(kSignals[0]);

struct sigaction g_previous[kSignalCount];

std::size_t index_of(int signal) noexcept {
  for (std::size_t i = 0; i < kSignalCount; ++i) {
    if (kSignals[i] == signal) return i;
  }
  return kSignalCount;
}

/// Faults the kernel raised for an instruction: returning re-executes it with the default
/// action, so the core dump shows the real fault site.
bool refaults_on_return(int signal, const siginfo_t* info) noexcept {
  return info != nullptr && info->si_code > 0 &&
         (signal == SIGSEGV || signal == SIGBUS || signal == SIGFPE || signal == SIGILL);
}

[[noreturn]] void die_of(int signal) noexcept {
  struct sigaction default_action {};
  default_action.sa_handler = SIG_DFL;
  sigemptyset(&default_action.sa_mask);
  sigaction(signal, &default_action, nullptr);
  sigset_t unblock;
  sigemptyset(&unblock);
  sigaddset(&unblock, signal);
  sigprocmask(SIG_UNBLOCK, &unblock, nullptr);
  syscall(SYS_tgkill, getpid(), static_cast<pid_t>(syscall(SYS_gettid)), signal);
  _exit(128 + signal);
}

void finish(int signal, siginfo_t* info) noexcept {
  if (refaults_on_return(signal, info)) {
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal, &default_action, nullptr);
    return;
  }
  die_of(signal);
}

/// Runs the handler the program had installed before recrash, if it had one.
void chain(int signal, siginfo_t* info, void* ucontext) noexcept {
  std::size_t i = index_of(signal);
  if (i == kSignalCount) return;
  const struct sigaction& previous = g_previous[i];
  if ((previous.sa_flags & SA_SIGINFO) != 0) {
    if (previous.sa_sigaction != nullptr) previous.sa_sigaction(signal, info, ucontext);
  } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
    previous.sa_handler(signal);
  }
}

void on_crash_signal(int signal, siginfo_t* info, void* ucontext) {
  return_to_guard_if_active();  // a value that faulted while being dumped
  if (!claim_crash(signal)) {
    // Either the dump writer itself faulted, or the terminate handler has written the dump and
    // abort() followed: in both cases end the way the program would have, with the first signal.
    if (crash_claimed_by_this_thread()) die_of(claimed_signal());
    wait_for_other_crash();
    die_of(signal);
  }
  CrashInfo crash;
  crash.kind = format::FailureKind::Signal;
  crash.signal = signal;
  crash.code = info != nullptr ? info->si_code : 0;
  crash.address = info != nullptr ? reinterpret_cast<std::uint64_t>(info->si_addr) : 0;
  crash.ucontext = ucontext;
  if (signal == SIGABRT) crash.message = abort_message();  // a failed assertion's text, say
  char path[4200];
  write_crash_report(crash, crash_workspace(), path, sizeof(path));
  release_paused_threads();  // in case the program's own handler recovers
  chain(signal, info, ucontext);
  finish(signal, info);
}

}  // namespace

void install_crash_handlers() noexcept {
  find_abort_message();
  struct sigaction action {};
  action.sa_sigaction = &on_crash_signal;
  // SA_NODEFER: a fault while a value is being dumped must reach the handler again.
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  sigemptyset(&action.sa_mask);
  for (std::size_t i = 0; i < kSignalCount; ++i) {
    struct sigaction current {};
    if (sigaction(kSignals[i], nullptr, &current) != 0) continue;
    if ((current.sa_flags & SA_SIGINFO) != 0 && current.sa_sigaction == &on_crash_signal) continue;
    // A handler the program installed since (or before) recrash: keep it to chain to.
    g_previous[i] = current;
    sigaction(kSignals[i], &action, nullptr);
  }
}

void remove_crash_handlers() noexcept {
  for (std::size_t i = 0; i < kSignalCount; ++i) {
    struct sigaction current {};
    if (sigaction(kSignals[i], nullptr, &current) != 0) continue;
    if ((current.sa_flags & SA_SIGINFO) != 0 && current.sa_sigaction == &on_crash_signal) {
      sigaction(kSignals[i], &g_previous[i], nullptr);
    }
  }
}

}  // namespace recrash::capture
