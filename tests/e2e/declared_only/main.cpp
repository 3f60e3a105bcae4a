// SPDX-License-Identifier: MIT
// Asks for a shape of as many sides as it has arguments: none, and make_shape() aborts.
#include "make_shape.hpp"
#include "shape.hpp"

#include <cstdio>

int main(int argc, char**) {
  const shapes::Shape shape = shapes::make_shape(argc - 1);
  std::printf("%d\n", shape.angle_sum);
}
