#include "vec.hpp"

Vec& Vec::operator+=(const Vec& other) {
  x += other.x;
  y += other.y;
  return *this;
}

double Vec::operator[](int axis) const {
  return axis == 0 ? x : y;
}

Vec::operator bool() const {
  return x != 0 || y != 0;
}

Vec operator+(Vec left, const Vec& right) {
  left += right;
  return left;
}

bool operator==(const Vec& left, const Vec& right) {
  return left.x == right.x && left.y == right.y;
}
