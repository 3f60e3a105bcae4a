// SPDX-License-Identifier: MIT
// Evaluates "840/7/0/2": ChainParser::divide divides by the zero it reads (SIGFPE).
#include <ratios.hpp>

#include <cstdio>

int main() {
  std::printf("%ld\n", ratios::evaluate("840/7/0/2"));
  return 0;
}
