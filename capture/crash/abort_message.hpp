// SPDX-License-Identifier: MIT
// The message the C library gave with an abort (a failed assert()'s "Assertion `x' failed.", a
// heap check's "free(): double free detected in tcache 2"): glibc keeps it in __abort_msg, which
// a crash report records so that a replay can be checked against the same assertion.
#pragma once

namespace recrash::capture {

/// Looks up where the C library keeps its abort message. Start-up only (dlsym is not
/// async-signal-safe); without it (another C library) abort_message() is always "".
void find_abort_message() noexcept;

/// Async-signal-safe: the message of the abort in progress, or "" when the C library gave none.
/// It stays valid until the process ends.
const char* abort_message() noexcept;

}  // namespace recrash::capture
