#include "point.hpp"

void Point::translate(int dx, int dy) {
  x += dx;
  y += dy;
}

std::ostream& operator<<(std::ostream& os, const Point& point) {
  return os << "(" << point.x << ", " << point.y << ")";
}

void Point::load(const char* path) {
  x = path[0];
  y = path[1];
}
