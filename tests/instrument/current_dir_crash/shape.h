// SPDX-License-Identifier: MIT
// A shape of some kind, seen through its base.
#pragma once

namespace plane {

class Shape {
 public:
  virtual ~Shape();
  virtual int area() const = 0;

 protected:
  explicit Shape(int sides) : sides_(sides) {}
  int sides_;
};

}  // namespace plane
