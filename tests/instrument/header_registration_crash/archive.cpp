// SPDX-License-Identifier: MIT
#include "shapes.hpp"

namespace canvas {

int total_area(const std::vector<std::unique_ptr<Shape>>& shapes) {
  int total = 0;
  for (const std::unique_ptr<Shape>& shape : shapes) total += shape->area();
  return total;
}

int scaled_area(const std::unique_ptr<Shape>& shape, int factor) {
  const int area = shape->area();
  return area * factor;
}

std::unique_ptr<Shape> unit_square() { return std::make_unique<Scaled<int>>(1, 1); }

}  // namespace canvas
