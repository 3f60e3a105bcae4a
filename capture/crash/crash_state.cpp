// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio.
#include "crash/crash_state.hpp"

#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <ctime>

namespace recrash::capture {
namespace {
std::atomic<long> g_crashing_thread{0};
std::atomic<int> g_signal{0};

long this_thread() noexcept { return syscall(SYS_gettid); }
}  // namespace

bool claim_crash(int signal) noexcept {
  long expected = 0;
  if (!g_crashing_thread.compare_exchange_strong(expected, this_thread())) return false;
  g_signal.store(signal);
  return true;
}

int claimed_signal() noexcept { return g_signal.load(); }

bool crash_claimed_by_this_thread() noexcept { return g_crashing_thread.load() == this_thread(); }

void wait_for_other_crash() noexcept {
  timespec pause{0, 50L * 1000 * 1000};
  for (int i = 0; i < 200; ++i) nanosleep(&pause, nullptr);
}

}  // namespace recrash::capture
