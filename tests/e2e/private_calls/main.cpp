// SPDX-License-Identifier: MIT
// Reports on a leap year, which the ledger divides by zero parts of.
#include "ledger.hpp"

#include <cstdio>

int main() {
  ledger::Book book("household", 1200);
  std::printf("%ld\n", ledger::report<long>(book, 2024));
}
