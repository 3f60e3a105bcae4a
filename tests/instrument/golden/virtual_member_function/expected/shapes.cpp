// Instrumented by recrash-instrument from shapes.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "shapes.hpp"
#include <recrash/frame.hpp>
#include "shapes.hpp"

void Shape::scale(double factor) {
  RECRASH_METHOD(::recrash::by_reference(factor));
  factor_ *= factor;
}

double Circle::area() const {
  RECRASH_METHOD_IMMUTABLE_THIS();
  return 3.14159 * radius_ * radius_ * factor_ * factor_;
}

void Circle::scale(double factor) {
  RECRASH_METHOD(::recrash::by_reference(factor));
  Shape::scale(factor);
  radius_ *= factor;
}
