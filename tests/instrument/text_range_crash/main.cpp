// SPDX-License-Identifier: MIT
// The second record has three fields only: value_width divides by zero (SIGFPE). The range of its
// characters ends before the next line, so a test must pass an end inside the same text.
#include <fields.hpp>

#include <cstdio>

int main() {
  std::printf("%d\n", csv::total_width("id,name,kind,12,13\nid,name,kind\nid,name,kind,4\n"));
  return 0;
}
