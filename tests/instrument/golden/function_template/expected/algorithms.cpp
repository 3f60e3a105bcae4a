// Instrumented by recrash-instrument from algorithms.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#include <recrash/frame.hpp>
#include "algorithms.hpp"

template <class Number>
Number halve(Number value) {
  RECRASH_FUNCTION(::recrash::by_reference(value));
  return value / 2;
}

int use_templates(const std::vector<int>& values) {
  RECRASH_FUNCTION(values);
  const int limits[3] = {1, 2, 3};
  return halve(largest(values)) + static_cast<int>(count_above(limits, 1));
}
