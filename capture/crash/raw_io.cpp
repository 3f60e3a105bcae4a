// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio.
#include "crash/raw_io.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <initializer_list>

namespace recrash::capture {

void say(const char* a, const char* b, const char* c, const char* d) noexcept {
  for (const char* part : {a, b, c, d}) {
    if (!write_all(STDERR_FILENO, part, std::strlen(part))) return;
  }
}

const char* describe_errno(int error) noexcept {
  const char* text = strerrordesc_np(error);  // a static table: no locale, no allocation
  return text != nullptr ? text : "unknown error";
}

bool write_all(int fd, const char* bytes, std::size_t size) noexcept {
  while (size > 0) {
    ssize_t n = write(fd, bytes, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    bytes += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace recrash::capture
