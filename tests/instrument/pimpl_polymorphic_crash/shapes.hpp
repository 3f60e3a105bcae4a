// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

namespace shapes {

class Shape {
 public:
  virtual ~Shape();
  virtual int perimeter() const = 0;
};

/// A polygon whose details live behind a pointer to an implementation only shapes.cpp
/// completes (TagLib's classes have this shape): a program that includes this header cannot
/// destroy an Impl.
class Polygon : public Shape {
 public:
  Polygon(int sides, int length);
  ~Polygon() override;
  int perimeter() const override;
  int side_share(int total) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  int sides_;
};

/// Splits `total` among the sides of `shape`: a polygon of no sides divides by zero.
int share_of(const Shape& shape, int total);

}  // namespace shapes
