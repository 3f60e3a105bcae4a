// SPDX-License-Identifier: MIT
// Averages "12r/3": the '/' after a restart divides by no samples (SIGFPE) in Gauge::average,
// with the scanner stopped at the '/' and the gauge's state, behind its pointer, at zero.
#include <gauge.hpp>

#include <cstdio>

int main() {
  std::printf("average: %d\n", meter::measure("12r/3", 10));
  return 0;
}
