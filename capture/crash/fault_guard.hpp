// SPDX-License-Identifier: MIT
// Async-signal-safe: runs a piece of code so that a memory fault inside it costs that piece only.
#pragma once

#include <csetjmp>

namespace recrash::capture {

/// Runs fn(context). Returns false when it faulted (SIGSEGV, SIGBUS) or threw; the crash
/// handler jumps back here for faults raised while a guard is active on the same thread.
bool run_guarded(void (*fn)(void* context), void* context) noexcept;

/// Called first thing by the signal handler: if the faulting thread is inside run_guarded(),
/// jumps back to it and does not return.
void return_to_guard_if_active() noexcept;

template <class F>
bool run_guarded(F& body) noexcept {
  return run_guarded([](void* f) { (*static_cast<F*>(f))(); }, &body);
}

}  // namespace recrash::capture
