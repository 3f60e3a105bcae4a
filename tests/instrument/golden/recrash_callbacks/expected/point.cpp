// Instrumented by recrash-instrument from point.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "point.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/point.cpp"
#include "point.hpp"

void Point::translate(int dx, int dy) {
  x += dx;
  y += dy;
}

std::ostream& operator<<(std::ostream& os, const Point& point) {
  return os << "(" << point.x << ", " << point.y << ")";
}

void Point::load(const char* path) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(path)) return [&](decltype(path) path) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(path));
#line 12

  x = path[0];
  y = path[1];
}(path); RECRASH_TWIN_END
#line 12

  x = path[0];
  y = path[1];
}
