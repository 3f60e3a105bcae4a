// SPDX-License-Identifier: MIT
// Counts the elements of a document nested 400,000 deep, as a hostile sender would make it: the
// reader's recursion runs out of stack (SIGSEGV), with recrash's hooks recording (some 35,000
// levels deep) and without them (a test replays with the hooks off: some 260,000 levels).
#include <markup.hpp>

#include <cstdio>
#include <string>

int main() {
  constexpr int kDepth = 400000;
  std::string document;
  for (int i = 0; i < kDepth; ++i) document += '(';
  for (int i = 0; i < kDepth; ++i) document += ')';
  std::printf("elements: %ld\n", markup::count_elements(document.c_str()));
  return 0;
}
