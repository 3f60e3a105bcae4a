#include "algorithms.hpp"

template <class Number>
Number halve(Number value) {
  return value / 2;
}

int use_templates(const std::vector<int>& values) {
  const int limits[3] = {1, 2, 3};
  return halve(largest(values)) + static_cast<int>(count_above(limits, 1));
}
