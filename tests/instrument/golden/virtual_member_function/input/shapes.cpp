#include "shapes.hpp"

void Shape::scale(double factor) {
  factor_ *= factor;
}

double Circle::area() const {
  return 3.14159 * radius_ * radius_ * factor_ * factor_;
}

void Circle::scale(double factor) {
  Shape::scale(factor);
  radius_ *= factor;
}
