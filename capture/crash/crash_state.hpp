// SPDX-License-Identifier: MIT
// Async-signal-safe: who owns the crash path. The first thread to claim it writes the one dump.
#pragma once

namespace recrash::capture {

/// True for the first caller in the process, which records the signal the process is to die of;
/// every later caller gets false.
bool claim_crash(int signal) noexcept;
/// The signal the first claim recorded.
int claimed_signal() noexcept;
bool crash_claimed_by_this_thread() noexcept;
/// Sleeps while another thread writes its dump (it then ends the process); gives up after a
/// few seconds so a hung writer cannot hang the whole program.
void wait_for_other_crash() noexcept;

}  // namespace recrash::capture
