#pragma once

#include <cstddef>
#include <vector>

template <class T>
T largest(const std::vector<T>& values) {
  T best = values.front();
  for (const T& value : values) best = value > best ? value : best;
  return best;
}

template <class T, std::size_t N>
std::size_t count_above(const T (&values)[N], T threshold) {
  std::size_t count = 0;
  for (const T& value : values) count += value > threshold ? 1 : 0;
  return count;
}
