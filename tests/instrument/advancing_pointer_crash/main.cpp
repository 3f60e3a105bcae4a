// SPDX-License-Identifier: MIT
// Reports "12;345;;6;", whose third record is empty: sum_of_means divides by its zero digits
// (SIGFPE) with its pointer moved on to "6;" and its count down to 1.
#include <records.hpp>

#include <cstdio>

int main() {
  std::printf("%ld\n", records::report("12;345;;6;"));
  return 0;
}
