// SPDX-License-Identifier: MIT
// Lexes 300,000 numbers, the last of them 0: SIGFPE in Lexer::ratio_sum, whose receiver holds
// 300,000 queued tokens (about 5 MB in the dump), far past what a dump of 1 MiB could keep.
#include <lexer.hpp>

#include <cstdio>
#include <string>

int main() {
  std::string text;
  for (int i = 0; i < 300000; ++i) text += (i % 10 == 9) ? "12\n" : "12 ";
  text += "0\n";
  std::printf("%ld\n", script::score(text));
  return 0;
}
