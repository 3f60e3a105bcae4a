// SPDX-License-Identifier: MIT
// Shapes used through their abstract base: the crash happens only for one derived class, so a
// test that rebuilt the static type (or sliced the object) could not reproduce it.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace shapes {

class Shape {
 public:
  virtual ~Shape() = default;
  virtual int perimeter() const = 0;
  virtual int sides() const = 0;
};

class Polygon : public Shape {
 public:
  Polygon(int sides, int length) : sides_(sides), length_(length) {}
  int perimeter() const override;
  int sides() const override;

 private:
  int sides_;
  int length_;
};

/// A polygon with its two end points joined: its last two "sides" are one.
class Folded final : public Polygon {
 public:
  Folded(int sides, int length) : Polygon(sides, length) {}
  int sides() const override;
};

/// An optional shape: shapes.cpp defines its members only with SHAPES_WITH_ARCS, as a library
/// leaves out a feature it was configured without. Built without it, no unit has its vtable, and
/// the tests must not refer to it either.
class Arc : public Shape {
 public:
  explicit Arc(int radius);
  int perimeter() const override;
  int sides() const override;

 private:
  int radius_;
};

/// The longest side over the mean one, in percent: divides by the number of sides.
int side_ratio(const Shape& shape, int longest);

class Drawing {
 public:
  Drawing() = default;
  Drawing(const Drawing&) = delete;
  Drawing& operator=(const Drawing&) = delete;
  void add(std::unique_ptr<Shape> shape);
  /// Each shape's side ratio, one a line.
  std::string report(int longest) const;

 private:
  std::vector<std::unique_ptr<Shape>> shapes_;
};

}  // namespace shapes
