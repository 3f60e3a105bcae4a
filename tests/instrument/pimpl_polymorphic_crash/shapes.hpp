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

/// A polygon of four equal sides: a class of no implementation of its own, derived from one
/// that has one (TagLib's SeekHead and its Element); an Impl holds one through a unique_ptr, so
/// shapes.cpp loads a Square, checking only Polygon's implementation unit.
class Square : public Polygon {
 public:
  explicit Square(int length) : Polygon(4, length) {}
};

/// Splits `total` among the sides of `shape`: a polygon of no sides divides by zero.
int share_of(const Shape& shape, int total);

}  // namespace shapes
