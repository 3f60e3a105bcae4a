// SPDX-License-Identifier: MIT
// Prints random numbers in hexadecimal until it draws a 0, which crashes it.
#include "random_crash.hpp"

#include <recrash/config.hpp>

#include <cstdio>
#include <cstdlib>
#include <random>

int main(int argc, char** argv) {
  recrash::set_program_version("1.0");
  const unsigned seed = argc > 1 ? static_cast<unsigned>(std::strtoul(argv[1], nullptr, 10)) : std::random_device{}();
  std::mt19937 random(seed);
  std::uniform_int_distribution<int> pick(-20, 20);
  RandomCrash crash;
  for (;;) std::printf("%s\n", crash.hexAbs(pick(random)).c_str());
}
