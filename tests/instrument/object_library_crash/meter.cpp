// SPDX-License-Identifier: MIT
#include "meter.hpp"

namespace meter {

int Sampler::average(const std::vector<int>& samples) const {
  int total = 0;
  int taken = 0;
  for (int i = 0; i < static_cast<int>(samples.size()); ++i) {
    if (i % stride_ == 0) {
      total += samples[static_cast<std::size_t>(i)];
      ++taken;
    }
  }
  return taken == 0 ? 0 : total / taken;
}

}  // namespace meter
