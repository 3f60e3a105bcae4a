#pragma once

constexpr long kilobytes(long n) { return n * 1024; }

struct Size {
  long bytes;
  constexpr long in_kilobytes() const { return bytes / 1024; }
};
