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

bool load(const std::string& text, Settings& out, std::string& error) {
  if (text.empty()) {
    error = "empty";
    return false;
  }
  out.name = text;
  return true;
}
