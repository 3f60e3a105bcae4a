// SPDX-License-Identifier: MIT
// Records a reading in a history of depth argc - 1: with no argument, a ring of no slots, whose
// put() (a member of a header-only library's class template) divides by zero.
#include "history.hpp"

#include <cstdio>

int main(int argc, char**) {
  std::printf("%ld\n", history::record(static_cast<std::size_t>(argc - 1), 42));
  return 0;
}
