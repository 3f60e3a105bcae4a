// SPDX-License-Identifier: MIT
// Summarises twelve readings of 7, which never change: Meter::mean_step divides by zero steps
// (SIGFPE). The first eight were in place, in the meter's own array; then it moved them to the heap.
#include <meter.hpp>

#include <cstdio>

int main() {
  meter::Meter meter;
  std::printf("%d\n", meter::summarise(meter, {7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7}));
  return 0;
}
