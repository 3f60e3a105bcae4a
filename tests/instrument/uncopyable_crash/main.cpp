// SPDX-License-Identifier: MIT
// Stocks a shelf with two items, then asks for the mean weight past the last one (SIGFPE).
#include <registry.hpp>

#include <cstdio>

int main() {
  store::Shelf shelf;
  shelf.stock("anvil", 40);
  shelf.stock("feather", 1);
  std::fputs(shelf.report(1).c_str(), stdout);
  std::fputs(shelf.report(2).c_str(), stdout);
  return 0;
}
