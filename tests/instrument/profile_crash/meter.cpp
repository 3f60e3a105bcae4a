// SPDX-License-Identifier: MIT
#include <meter.hpp>

namespace meter {

long average(const Reading& reading) {
  return reading.total / reading.count;  // a reading of no samples divides by zero
}

long grade(const Reading& reading) {
  long points = 0;
  if (reading.count == 0) return -1;
  if (reading.total > 100) ++points;
  if (reading.total > 1000) ++points;
  if (reading.total > 5000) ++points;
  if (reading.count > 3) ++points;
  if (reading.count > 5) ++points;
  if (reading.total % 2 == 0) ++points;
  if (reading.total % 3 == 0) ++points;
  return points;
}

long check_digit(long value) {
  if (value < 0) value = -value;
  if (value < 10) return value;
  long sum = 0;
  long weight = 1;
  while (value >= 10) {
    sum += weight * (value % 10);
    weight = weight == 1 ? 3 : 1;
    value /= 10;
  }
  sum += weight * value;
  return check_digit(sum);
}

long sum_of_averages(const std::vector<Reading>& readings) {
  long sum = 0;
  for (const Reading& reading : readings) sum += grade(reading) + average(reading) + check_digit(reading.total);
  return sum;
}

}  // namespace meter
