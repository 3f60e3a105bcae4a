// SPDX-License-Identifier: MIT
// Squares, and how many of one fit in another.
#pragma once

#include "shape.h"

namespace plane {

class Square : public Shape {
 public:
  explicit Square(int side) : Shape(4), side_(side) {}
  int area() const override;

 private:
  int side_;
};

/// How many times `inner` fits in `outer`, by area. Nothing checks that `inner` has one.
int fits(const Shape& outer, const Shape& inner);

}  // namespace plane
