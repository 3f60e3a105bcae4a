// SPDX-License-Identifier: MIT
// The mean digit of two texts; the second has none.
#include "digits.hpp"

#include <cstdio>

int main() {
  std::printf("%ld\n", digits::mean_digit("a1b5c9"));
  std::printf("%ld\n", digits::mean_digit("no digits here"));
}
