#include "units.hpp"

constexpr int square(int n) {
  return n * n;
}

consteval int cube(int n) {
  return n * n * n;
}

long buffer_bytes(int blocks) {
  static_assert(square(4) == 16);
  return kilobytes(blocks) + Size{2048}.in_kilobytes();
}
