// SPDX-License-Identifier: MIT
#include "shapes.hpp"

namespace shapes {

int Polygon::perimeter() const { return sides_ * length_; }

int Polygon::sides() const { return sides_ > 0 ? sides_ : 0; }

// The bug: a folded segment (two sides) has no side left.
int Folded::sides() const { return Polygon::sides() - 2; }

#if defined(SHAPES_WITH_ARCS)
Arc::Arc(int radius) : radius_(radius) {}

int Arc::perimeter() const { return 6 * radius_; }

int Arc::sides() const { return 1; }
#endif

int side_ratio(const Shape& shape, int longest) {
  const int mean = shape.perimeter() / shape.sides();  // SIGFPE for a folded segment
  return longest * 100 / (mean > 0 ? mean : 1);
}

void Drawing::add(std::unique_ptr<Shape> shape) { shapes_.push_back(std::move(shape)); }

std::string Drawing::report(int longest) const {
  std::string text;
  for (const auto& shape : shapes_) text += std::to_string(side_ratio(*shape, longest)) + "\n";
  return text;
}

}  // namespace shapes
