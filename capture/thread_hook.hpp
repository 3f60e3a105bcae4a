// SPDX-License-Identifier: MIT
// Threads the program starts, and the main thread: alternate signal stacks and registration.
#pragma once

#include <cstddef>

namespace recrash::capture {

inline constexpr std::size_t kAlternateStackBytes = std::size_t{64} * 1024;

/// Looks up libc's pthread_create once, at start-up.
void resolve_real_pthread_create() noexcept;
/// Gives the main thread what thread_hook gives every thread it starts. Idempotent.
void enter_main_thread() noexcept;

}  // namespace recrash::capture
