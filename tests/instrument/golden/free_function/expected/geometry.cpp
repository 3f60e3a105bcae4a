// Instrumented by recrash-instrument from geometry.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "geometry.hpp"
#include <recrash/frame.hpp>
#include "geometry.hpp"

#include <cmath>

double distance(double x1, double y1, double x2, double y2) {
  RECRASH_FUNCTION(::recrash::by_reference(x1), ::recrash::by_reference(y1), ::recrash::by_reference(x2), ::recrash::by_reference(y2));
  const double dx = x2 - x1;
  const double dy = y2 - y1;
  return std::sqrt(dx * dx + dy * dy);
}

int clamp_index(int index, int size) {
  RECRASH_FUNCTION(index, ::recrash::by_reference(size));
  // Negative indices count from the end.
  if (index < 0) index += size;
  return index < 0 ? 0 : (index >= size ? size - 1 : index);
}

static int internal_helper(int value) { RECRASH_FUNCTION(::recrash::by_reference(value)); return value * 3; }

int uses_helper(int value) {
  RECRASH_FUNCTION(::recrash::by_reference(value));
  return internal_helper(value) + 1;
}
