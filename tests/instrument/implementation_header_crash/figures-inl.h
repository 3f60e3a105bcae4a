// SPDX-License-Identifier: MIT
// The implementation of figures.hpp, which figures.cpp alone includes (as fmt's format.cc includes
// format-inl.h): polymorphic classes, and functions defined here and nowhere else, not inline.
#pragma once

#include "figures.hpp"

#include <memory>

namespace figures {

class Figure {
 public:
  virtual ~Figure() = default;
  virtual int area() const = 0;
};

class Square : public Figure {
 public:
  explicit Square(int side) : side_(side) {}
  int area() const override { return side_ * side_; }

 private:
  int side_;
};

std::unique_ptr<Figure> make_square(int side) { return std::make_unique<Square>(side); }

int total_area(const int* sides, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i) total += make_square(sides[i])->area();
  return total;
}

}  // namespace figures
