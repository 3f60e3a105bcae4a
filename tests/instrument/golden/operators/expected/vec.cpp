// Instrumented by recrash-instrument from vec.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "vec.hpp"
#include <recrash/frame.hpp>
#include "vec.hpp"

Vec& Vec::operator+=(const Vec& other) {
  RECRASH_METHOD(other);
  x += other.x;
  y += other.y;
  return *this;
}

double Vec::operator[](int axis) const {
  RECRASH_METHOD(axis);
  return axis == 0 ? x : y;
}

Vec::operator bool() const {
  RECRASH_METHOD();
  return x != 0 || y != 0;
}

Vec operator+(Vec left, const Vec& right) {
  RECRASH_FUNCTION(left, right);
  left += right;
  return left;
}

bool operator==(const Vec& left, const Vec& right) {
  RECRASH_FUNCTION(left, right);
  return left.x == right.x && left.y == right.y;
}
