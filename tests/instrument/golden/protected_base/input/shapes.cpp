#include "shapes.hpp"

#include <cmath>

Rectangle::Rectangle(double width, double height) : Shape("rectangle"), width_(width), height_(height) {
  sides_ = 4;
}

double Rectangle::area() const { return width_ * height_; }

double Square::diagonal() const { return std::sqrt(2.0) * width_; }
