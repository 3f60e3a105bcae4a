// Instrumented by recrash-instrument from units.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#include <recrash/frame.hpp>
#include "units.hpp"

constexpr int square(int n) {
  return n * n;
}

consteval int cube(int n) {
  return n * n * n;
}

long buffer_bytes(int blocks) {
  RECRASH_FUNCTION(::recrash::by_reference(blocks));
  static_assert(square(4) == 16);
  return kilobytes(blocks) + Size{2048}.in_kilobytes();
}
