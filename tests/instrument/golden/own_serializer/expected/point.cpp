// Instrumented by recrash-instrument from point.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "point.hpp"
#include <recrash/frame.hpp>
#include "point.hpp"

void Point::move_by(int dx, int dy) {
  RECRASH_METHOD(dx, dy);
  x_ += dx;
  y_ += dy;
}

void Version::bump() { RECRASH_METHOD(); ++number_; }

void relabel(Label& label, const std::string& text) {
  RECRASH_FUNCTION(label, text);
  label.text = text;
  ++label.size;
}
