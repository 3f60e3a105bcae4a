#include "geometry.hpp"

#include <cmath>

double distance(double x1, double y1, double x2, double y2) {
  const double dx = x2 - x1;
  const double dy = y2 - y1;
  return std::sqrt(dx * dx + dy * dy);
}

int clamp_index(int index, int size) {
  // Negative indices count from the end.
  if (index < 0) index += size;
  return index < 0 ? 0 : (index >= size ? size - 1 : index);
}

static int internal_helper(int value) { return value * 3; }

int uses_helper(int value) {
  return internal_helper(value) + 1;
}
