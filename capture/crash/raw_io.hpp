// SPDX-License-Identifier: MIT
// Async-signal-safe: writing to files and stderr with system calls only.
#pragma once

#include <cstddef>

namespace recrash::capture {

/// Writes the parts, in order, to stderr.
void say(const char* a, const char* b = "", const char* c = "", const char* d = "") noexcept;

/// strerror without locale or allocation.
const char* describe_errno(int error) noexcept;

/// Writes all of `bytes` to `fd`, retrying short writes and EINTR.
bool write_all(int fd, const char* bytes, std::size_t size) noexcept;

}  // namespace recrash::capture
