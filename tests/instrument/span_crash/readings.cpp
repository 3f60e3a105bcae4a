// SPDX-License-Identifier: MIT
#include "readings.hpp"

namespace sensors {

long mean_of(const Reading& reading) { return reading.total / reading.samples; }

long weighted_mean(std::span<const Reading> readings, std::span<const int> weights) {
  long sum = 0;
  long count = 0;
  for (std::size_t i = 0; i < readings.size() && i < weights.size(); ++i) {
    sum += mean_of(readings[i]) * weights[i];
    count += weights[i];
  }
  return count == 0 ? 0 : sum / count;
}

}  // namespace sensors
