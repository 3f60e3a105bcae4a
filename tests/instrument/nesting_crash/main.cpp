// SPDX-License-Identifier: MIT
// A small text, then lists nested 100,000 deep: the parser recurses once per level and runs off
// the end of the stack (SIGSEGV) long before it reaches the innermost list.
#include <brackets.hpp>

#include <cstdio>
#include <string>

int main() {
  std::printf("lists: %ld\n", brackets::count_lists("[1, [2, 3], []]"));
  constexpr int kDepth = 100000;
  const std::string deep = std::string(kDepth, '[') + std::string(kDepth, ']');
  std::printf("lists: %ld\n", brackets::count_lists(deep));
  return 0;
}
