// Instrumented by recrash-instrument from vec.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "vec.hpp"
#include <recrash/frame.hpp>
#include "vec.hpp"

Vec& Vec::operator+=(const Vec& other) {
  RECRASH_METHOD(::recrash::by_reference(other));
  x += other.x;
  y += other.y;
  return *this;
}

double Vec::operator[](int axis) const {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(axis));
  return axis == 0 ? x : y;
}

Vec::operator bool() const {
  RECRASH_METHOD_IMMUTABLE_THIS();
  return x != 0 || y != 0;
}

Vec operator+(Vec left, const Vec& right) {
  RECRASH_FUNCTION(left, ::recrash::by_reference(right));
  left += right;
  return left;
}

bool operator==(const Vec& left, const Vec& right) {
  RECRASH_FUNCTION(::recrash::by_reference(left), ::recrash::by_reference(right));
  return left.x == right.x && left.y == right.y;
}
