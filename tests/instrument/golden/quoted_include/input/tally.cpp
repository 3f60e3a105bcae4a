// SPDX-License-Identifier: MIT
#include "tally.hpp"

void Tally::add(int value) {
  if (value >= 0) values_.push_back(value);
}

std::optional<int> Tally::mean() const {
  if (values_.empty()) return std::nullopt;
  int total = 0;
  for (int value : values_) total += value;
  return total / static_cast<int>(values_.size());
}
