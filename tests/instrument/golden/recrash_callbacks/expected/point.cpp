// Instrumented by recrash-instrument from point.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "point.hpp"
#include <recrash/frame.hpp>
#include "point.hpp"

void Point::translate(int dx, int dy) {
  RECRASH_METHOD(::recrash::by_reference(dx), ::recrash::by_reference(dy));
  x += dx;
  y += dy;
}

std::ostream& operator<<(std::ostream& os, const Point& point) {
  return os << "(" << point.x << ", " << point.y << ")";
}

void Point::load(const char* path) {
  RECRASH_METHOD(::recrash::by_reference(path));
  x = path[0];
  y = path[1];
}
