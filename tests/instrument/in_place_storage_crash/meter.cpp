// SPDX-License-Identifier: MIT
#include "meter.hpp"

namespace meter {

void Meter::record(int reading) { readings_.push(reading); }

int Meter::mean_step() const {
  int steps = 0;
  for (std::size_t i = 1; i < readings_.size(); ++i) {
    if (readings_[i] != readings_[i - 1]) ++steps;
  }
  return (readings_[readings_.size() - 1] - readings_[0]) / steps;
}

int summarise(Meter& meter, const std::vector<int>& readings) {
  for (const int reading : readings) meter.record(reading);
  return meter.mean_step();
}

}  // namespace meter
