// SPDX-License-Identifier: MIT
// Shapes held through a pointer to their base. Strip's virtual functions are all inline: it has
// no key function, so every unit that includes this header has its vtable, and one source of the
// library registers it for the whole library (the first it lists: archive.cpp, which the program
// never calls). Scaled<int> is a class template's instantiation that two sources make
// (archive.cpp and make.cpp): one of them registers it, archive.cpp again. The code that saves
// an int or a std::unique_ptr<Shape>, which the hooks of archive.cpp and layout.cpp record, is
// compiled by one of them too (archive.cpp, which offers the most).
#pragma once

#include <memory>
#include <vector>

namespace canvas {

class Shape {
 public:
  virtual ~Shape() = default;
  virtual int area() const = 0;
};

class Strip final : public Shape {
 public:
  Strip(int width, int height) : width_(width), height_(height) {}
  int area() const override { return width_ * height_; }

 private:
  int width_;
  int height_;
};

template <class T>
class Scaled final : public Shape {
 public:
  Scaled(T side, T factor) : side_(side), factor_(factor) {}
  int area() const override { return static_cast<int>(side_ * factor_); }

 private:
  T side_;
  T factor_;
};

/// The shapes' total area (archive.cpp).
int total_area(const std::vector<std::unique_ptr<Shape>>& shapes);
/// The shape's area times `factor` (archive.cpp).
int scaled_area(const std::unique_ptr<Shape>& shape, int factor);
/// A unit square (archive.cpp).
std::unique_ptr<Shape> unit_square();
/// A strip (make.cpp).
std::unique_ptr<Shape> make_strip(int width, int height);
/// A square of `side` scaled by `factor` (make.cpp).
std::unique_ptr<Shape> make_scaled(int side, int factor);
/// How much of `total` each unit of the shape's area gets (layout.cpp); divides by zero for a
/// shape with no area.
int share(const std::unique_ptr<Shape>& shape, int total);

}  // namespace canvas
