// Instrumented by recrash-instrument from algorithms.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "algorithms.hpp"
#include <recrash/frame.hpp>
#pragma once

#include <cstddef>
#include <vector>

template <class T>
T largest(const std::vector<T>& values) {
  RECRASH_FUNCTION(values);
  T best = values.front();
  for (const T& value : values) best = value > best ? value : best;
  return best;
}

template <class T, std::size_t N>
std::size_t count_above(const T (&values)[N], T threshold) {
  RECRASH_FUNCTION(::recrash::by_reference(values), ::recrash::by_reference(threshold));
  std::size_t count = 0;
  for (const T& value : values) count += value > threshold ? 1 : 0;
  return count;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
