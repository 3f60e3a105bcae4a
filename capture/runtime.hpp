// SPDX-License-Identifier: MIT
// The run-time library's settings, in plain arrays the crash path can read without locks.
#pragma once

#include <recrash/archive.hpp>
#include <recrash/config.hpp>

#include <atomic>
#include <cstddef>

namespace recrash::capture {

struct RuntimeState {
  char dump_dir[4096];
  char state_dir[4096];
  char program[256];
  char program_version[256];
  bool quiet;
  Mode mode;
  /// Set while the generated tests replay a dump (recrash_capture_enter_replay): capture is off.
  std::atomic<bool> replaying;
  /// Where requested dumps go instead of a file while replaying.
  std::atomic<void (*)(const char* reason)> on_replayed_request;
};

RuntimeState& runtime() noexcept;

// signal_handler.cpp
void install_crash_handlers() noexcept;
void remove_crash_handlers() noexcept;
// exception_hook.cpp
void install_terminate_handler() noexcept;

}  // namespace recrash::capture
