// SPDX-License-Identifier: MIT
// Async-signal-safe: puts an assembled dump on disk under a name no earlier dump has.
#pragma once

#include "runtime.hpp"

#include <cstddef>
#include <cstdint>

namespace recrash::capture {

/// Writes `bytes` to <dump dir>/<program>-<UTC time>-<pid>[-N].bin, mode 0600, through a
/// temporary file that is fsynced and then renamed without replacing anything. Prints one line
/// on stderr naming the file (unless quiet) or saying why it could not be written.
bool write_dump_file(const RuntimeState& state, const char* bytes, std::size_t size, std::int64_t time, char* path,
                     std::size_t path_capacity) noexcept;

/// Prints "recrash: no dump written: <why>" on stderr.
void report_failure(const char* why) noexcept;

}  // namespace recrash::capture
