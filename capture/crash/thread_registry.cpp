// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio (installation aside).
#include "crash/thread_registry.hpp"

#include <pthread.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <ctime>

namespace recrash::capture {
namespace {

ThreadEntry g_threads[kMaxThreads];
std::atomic<bool> g_release{false};
std::atomic<long> g_pausing{0};  ///< the thread that asked the others to pause

long current_thread_id() noexcept { return syscall(SYS_gettid); }

/// A real-time signal glibc leaves to programs; a program that uses the same one should move it.
int pause_signal() noexcept { return SIGRTMIN + 7; }

void on_pause(int, siginfo_t*, void*) {
  const long self = current_thread_id();
  if (self == g_pausing.load()) return;
  ThreadEntry* entry = nullptr;
  for (ThreadEntry& candidate : g_threads) {
    if (candidate.thread_id.load() == self) entry = &candidate;
  }
  if (entry != nullptr) entry->paused.store(true);
  const timespec nap{0, 1000L * 1000};
  while (!g_release.load()) nanosleep(&nap, nullptr);
  if (entry != nullptr) entry->paused.store(false);
}

}  // namespace

ThreadEntry* thread_entries() noexcept { return g_threads; }

void register_current_thread() noexcept {
  detail::ShadowStack* stack = &detail::tls_shadow_stack;
  const long self = current_thread_id();
  for (ThreadEntry& entry : g_threads) {
    detail::ShadowStack* expected = nullptr;
    if (entry.stack.load() == stack) return;
    if (entry.stack.compare_exchange_strong(expected, stack)) {
      entry.thread_id.store(self);
      return;
    }
  }
  // Full: the thread is not registered; a crash elsewhere will not include its frames.
}

void unregister_current_thread() noexcept {
  detail::ShadowStack* stack = &detail::tls_shadow_stack;
  for (ThreadEntry& entry : g_threads) {
    if (entry.stack.load() == stack) {
      entry.thread_id.store(0);
      entry.stack.store(nullptr);
      return;
    }
  }
}

void install_fork_handler() noexcept {
  static std::atomic<bool> installed{false};
  if (installed.exchange(true)) return;
  pthread_atfork(nullptr, nullptr, [] {
    // In the child only the thread that called fork() exists, with a thread id of its own.
    const detail::ShadowStack* self = &detail::tls_shadow_stack;
    for (ThreadEntry& entry : g_threads) {
      if (entry.stack.load() == self) {
        entry.thread_id.store(current_thread_id());
      } else {
        entry.thread_id.store(0);
        entry.stack.store(nullptr);
      }
      entry.paused.store(false);
    }
  });
}

void install_pause_handler() noexcept {
  struct sigaction action {};
  action.sa_sigaction = &on_pause;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(pause_signal(), &action, nullptr);
}

std::size_t pause_other_threads(long self) noexcept {
  g_pausing.store(self);
  g_release.store(false);
  const pid_t pid = getpid();
  std::size_t asked = 0;
  for (ThreadEntry& entry : g_threads) {
    const long tid = entry.thread_id.load();
    if (entry.stack.load() == nullptr || tid == 0 || tid == self) continue;
    if (syscall(SYS_tgkill, pid, tid, pause_signal()) == 0) ++asked;
  }
  // Up to 200 ms: a thread that has the signal blocked never stops, and is read as it runs.
  const timespec nap{0, 1000L * 1000};
  std::size_t stopped = 0;
  for (int waited = 0; waited < 200; ++waited) {
    stopped = 0;
    for (ThreadEntry& entry : g_threads) stopped += entry.paused.load() ? 1 : 0;
    if (stopped >= asked) break;
    nanosleep(&nap, nullptr);
  }
  return stopped;
}

void release_paused_threads() noexcept {
  g_release.store(true);
  g_pausing.store(0);
}

}  // namespace recrash::capture
