// SPDX-License-Identifier: MIT
// Reports the mean of some timings, then of a series whose every sample was discarded
// (SIGFPE in Report::mean_line).
#include <stats.hpp>

#include <iostream>
#include <string>

int main() {
  const std::string unit = "ms";
  int lines = 0;
  stats::Samples timings;
  for (int value : {12, 15, 11, 90}) timings.add(value);
  timings.discard_largest();
  stats::Report(timings, unit, std::cout, lines).mean_line(10);

  stats::Samples retries;
  retries.add(4);
  retries.add(7);
  retries.discard_largest();
  retries.discard_largest();
  stats::Report(retries, unit, std::cout, lines).mean_line(10);
  std::cout << lines << " lines\n";
  return 0;
}
