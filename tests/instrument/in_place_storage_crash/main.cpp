// SPDX-License-Identifier: MIT
// Summarises five readings of 7, which never change: Meter::mean_step divides by zero steps
// (SIGFPE). Its readings are in place, in the meter's own array.
#include <meter.hpp>

#include <cstdio>

int main() {
  meter::Meter meter;
  std::printf("%d\n", meter::summarise(meter, {7, 7, 7, 7, 7}));
  return 0;
}
