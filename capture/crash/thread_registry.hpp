// SPDX-License-Identifier: MIT
// Async-signal-safe: the threads whose shadow stacks a crash dump includes, and pausing them
// while it is written so that what it reads of them holds still.
#pragma once

#include <recrash/detail/shadow_stack.hpp>

#include <atomic>
#include <cstddef>

namespace recrash::capture {

inline constexpr std::size_t kMaxThreads = 4096;

struct ThreadEntry {
  std::atomic<detail::ShadowStack*> stack{nullptr};
  std::atomic<long> thread_id{0};
  std::atomic<bool> paused{false};
};

/// Adds and removes the calling thread (its shadow stack and kernel thread id).
void register_current_thread() noexcept;
void unregister_current_thread() noexcept;

/// The registry's entries; an entry whose stack is null is free.
ThreadEntry* thread_entries() noexcept;

/// Installs the handler of the signal that pauses threads (at start-up, not in the crash path).
void install_pause_handler() noexcept;

/// Makes a child of fork() forget the threads it did not inherit (all but the one that forked),
/// so that its dump lists only its own. Installed once, at start-up.
void install_fork_handler() noexcept;
/// Sends every other registered thread the pause signal and waits, a bounded time, until each
/// has stopped in its handler. Returns how many did.
std::size_t pause_other_threads(long self) noexcept;
/// Lets paused threads go on (after a requested dump, or when a chained handler recovers).
void release_paused_threads() noexcept;

}  // namespace recrash::capture
