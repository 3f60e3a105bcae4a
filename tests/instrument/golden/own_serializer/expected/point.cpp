// Instrumented by recrash-instrument from point.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "point.hpp"
#include <recrash/frame.hpp>
#include "point.hpp"

void Point::move_by(int dx, int dy) {
  RECRASH_METHOD(::recrash::by_reference(dx), ::recrash::by_reference(dy));
  x_ += dx;
  y_ += dy;
}

void Version::bump() { RECRASH_METHOD(); ++number_; }

void relabel(Label& label, const std::string& text) {
  RECRASH_FUNCTION(label, ::recrash::by_reference(text));
  label.text = text;
  ++label.size;
}
