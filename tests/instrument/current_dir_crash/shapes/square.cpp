// SPDX-License-Identifier: MIT
#include "square.h"

namespace plane {

Shape::~Shape() = default;

int Square::area() const { return side_ * side_; }

int fits(const Shape& outer, const Shape& inner) { return outer.area() / inner.area(); }

}  // namespace plane
