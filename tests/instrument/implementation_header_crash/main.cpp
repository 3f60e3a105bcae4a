// SPDX-License-Identifier: MIT
// No squares: mean_area divides by a count of 0 (SIGFPE).
#include <figures.hpp>

#include <cstdio>

int main() {
  const int sides[] = {3};
  std::printf("%d\n", figures::mean_area(sides, 0));
  return 0;
}
