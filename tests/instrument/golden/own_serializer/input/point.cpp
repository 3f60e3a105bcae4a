#include "point.hpp"

void Point::move_by(int dx, int dy) {
  x_ += dx;
  y_ += dy;
}

void Version::bump() { ++number_; }

void relabel(Label& label, const std::string& text) {
  label.text = text;
  ++label.size;
}
