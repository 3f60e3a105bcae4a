// SPDX-License-Identifier: MIT
// Tallies "12;/5": the '/' just after a ';' divides by a count of zero (SIGFPE) in Tally::ratio,
// with the stream the tally reads stopped at that '/'.
#include <tally.hpp>

#include <iostream>
#include <sstream>

int main() {
  std::istringstream in("12;/5");
  return tally::report(in, std::cout) == 0 ? 0 : 1;
}
