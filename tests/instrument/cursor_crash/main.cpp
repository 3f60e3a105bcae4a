// SPDX-License-Identifier: MIT
// "red", "", "blue": the empty word (two separators in a row) divides by zero (SIGFPE).
#include <words.hpp>

#include <cstdio>

int main() {
  const words::Word blue{"blue"};
  const words::Word empty{"", &blue};
  const words::Word red{"red", &empty};
  std::printf("%zu\n", words::total_per_line(red));
  return 0;
}
