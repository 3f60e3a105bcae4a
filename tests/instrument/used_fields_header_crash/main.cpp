// SPDX-License-Identifier: MIT
// The second tank has run all day: tanks::Tank::litres_per_hour_left divides by zero (SIGFPE),
// called by tanks::total_rate.
#include <tank.hpp>

#include <cstdio>

int main() {
  std::vector<tanks::Tank> tanks;
  tanks.emplace_back("north", 480, 8);
  tanks.emplace_back("south", 300, 24);
  std::printf("%s\n", tanks::describe(tanks.front()).c_str());
  tanks::drain_all(tanks, 10);
  std::printf("%d\n", tanks::total_rate(tanks));
  return 0;
}
