// SPDX-License-Identifier: MIT
// Divides 7 by a token whose value is 0: SIGFPE in calc::per (called by calc::divide), whose
// arguments are a Number held by a reference to Token and a pointer to the Scale of 0. The tests
// load the Numbers with the loaders of token_kinds.hpp's copy, which compile only inside
// tokens.hpp's.
#include "tokens.hpp"

#include <cstdio>

int main() {
  const calc::Number seven(7);
  const calc::Number zero(0);
  std::printf("%d\n", calc::divide(seven, zero));
  return 0;
}
