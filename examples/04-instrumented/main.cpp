// SPDX-License-Identifier: MIT
// Evaluates a few programs in reverse Polish notation; the last one divides by 2 - 2.
#include "calculator.hpp"

#include <recrash/config.hpp>

#include <cstdio>

int main() {
  recrash::set_program_version("4.0");
  calc::Calculator calculator("desk");
  for (const char* program : {"1 2 +", "6 3 /", "4 5 * 2 -", "2 7 - 2 /", "8 2 2 - /"}) {
    std::printf("%s = %ld\n", program, calculator.evaluate(program));
  }
  std::printf("%d programs evaluated\n", calculator.evaluated());
}
