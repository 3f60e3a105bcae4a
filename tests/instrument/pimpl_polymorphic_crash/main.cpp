// SPDX-License-Identifier: MIT
// A polygon of argc - 1 sides: with no argument, Polygon::side_share divides by zero.
#include "shapes.hpp"

#include <cstdio>

int main(int argc, char**) {
  const shapes::Polygon polygon(argc - 1, 5);
  std::printf("%d\n", shapes::share_of(polygon, 12));
  return 0;
}
