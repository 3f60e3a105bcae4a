// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio.
#include "crash/fault_guard.hpp"

#include <csetjmp>

namespace recrash::capture {
namespace {
__thread sigjmp_buf* tls_guard __attribute__((tls_model("initial-exec"))) = nullptr;
}

bool run_guarded(void (*fn)(void* context), void* context) noexcept {
  sigjmp_buf env;
  sigjmp_buf* const outer = tls_guard;
  // Saving the signal mask matters: the jump leaves a handler whose signal is still blocked.
  if (sigsetjmp(env, 1) != 0) {
    tls_guard = outer;
    return false;
  }
  tls_guard = &env;
  bool completed = true;
  try {
    fn(context);
  } catch (...) {
    completed = false;  // a user serializer that throws costs its value, nothing more
  }
  tls_guard = outer;
  return completed;
}

void return_to_guard_if_active() noexcept {
  if (tls_guard != nullptr) siglongjmp(*tls_guard, 1);
}

}  // namespace recrash::capture
