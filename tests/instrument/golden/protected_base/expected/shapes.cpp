// Instrumented by recrash-instrument from shapes.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "shapes.hpp"
#include <recrash/frame.hpp>
#include "shapes.hpp"

#include <cmath>

Rectangle::Rectangle(double width, double height) : Shape("rectangle"), width_(width), height_(height) {
  RECRASH_CONSTRUCTOR(::recrash::by_reference(width), ::recrash::by_reference(height));
  sides_ = 4;
}

double Rectangle::area() const { RECRASH_METHOD_IMMUTABLE_THIS(); return width_ * height_; }

double Square::diagonal() const { RECRASH_METHOD_IMMUTABLE_THIS(); return std::sqrt(2.0) * width_; }
