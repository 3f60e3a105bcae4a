// SPDX-License-Identifier: MIT
// Averages three stations' readings; the third station sent none (SIGFPE in mean_of).
#include <readings.hpp>

#include <cstdio>
#include <vector>

int main() {
  const std::vector<sensors::Reading> readings{{"north", 120, 4}, {"south", 90, 3}, {"east", 0, 0}};
  const std::vector<int> weights{3, 1, 2};
  std::printf("%ld\n", sensors::weighted_mean(std::span(readings).first(2), weights));
  std::printf("%ld\n", sensors::weighted_mean(readings, weights));
  return 0;
}
