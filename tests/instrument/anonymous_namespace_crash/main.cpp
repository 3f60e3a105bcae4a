// SPDX-License-Identifier: MIT
// Shares 120 among as many entries as it has arguments: none, and PageAllocator::share_of divides
// by zero (SIGFPE).
#include <tally.hpp>

#include <cstdio>

int main(int argc, char**) {
  std::printf("%d\n", tally::report(120, argc - 1));
  return 0;
}
