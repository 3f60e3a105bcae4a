// SPDX-License-Identifier: MIT
// crash_kinds KIND: dies the way KIND names (see kinds::run).
#include "crash_kinds.hpp"

#include <cstdio>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: crash_kinds segv|fpe|ill|trap|abort|assert|user-exception|int-exception|bus|environment\n");
    return 2;
  }
  return kinds::run(argv[1]);
}
