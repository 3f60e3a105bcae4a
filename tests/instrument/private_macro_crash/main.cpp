// SPDX-License-Identifier: MIT
// Three readings, then the trend over a span of five: the gauge is asked for a reading it never
// took, and the library's own assertions (on in its build only) stop the program.
#include "gauge.hpp"

#include <cstdio>

int main() {
  gauge::Gauge gauge;
  for (int millibar : {1013, 1009, 1002}) gauge.record(millibar);
  std::printf("trend over 2: %d\n", gauge::trend(gauge, 2));
  std::printf("trend over 5: %d\n", gauge::trend(gauge, 5));
}
