// SPDX-License-Identifier: MIT
// Without arguments, the workload: 1,000 readings averaged, graded and given a check digit
// (average() and grade() are called 1,000 times each, check_digit() about twice as often,
// sum_of_averages() once). With "crash", the 501st reading has no samples: SIGFPE in average().
#include <meter.hpp>

#include <cstdio>
#include <cstring>
#include <vector>

int main(int argc, char** argv) {
  std::vector<meter::Reading> readings;
  for (long i = 0; i < 1000; ++i) readings.push_back({i * 10, 1 + i % 7});
  if (argc > 1 && std::strcmp(argv[1], "crash") == 0) readings[500].count = 0;
  std::printf("sum: %ld\n", meter::sum_of_averages(readings));
  return 0;
}
