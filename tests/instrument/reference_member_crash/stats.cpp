// SPDX-License-Identifier: MIT
#include "stats.hpp"

#include <algorithm>
#include <ostream>

namespace stats {

void Samples::add(int value) { values_.push_back(value); }

void Samples::discard_largest() {
  if (discarded_ < count()) ++discarded_;
}

int Samples::sum() const {
  std::vector<int> sorted = values_;
  std::sort(sorted.begin(), sorted.end());
  int total = 0;
  for (int i = 0; i < count() - discarded_; ++i) total += sorted[static_cast<std::size_t>(i)];
  return total;
}

int Report::mean_line(int scale) const {
  if (samples_.count() == 0) return 0;
  ++lines_;
  // The bug: when every sample was discarded, none is left to divide by.
  const int mean = samples_.sum() * scale / (samples_.count() - samples_.discarded());
  out_ << "mean " << mean << " " << unit_ << "\n";
  return mean;
}

}  // namespace stats
