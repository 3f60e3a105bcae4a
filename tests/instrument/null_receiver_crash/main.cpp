// SPDX-License-Identifier: MIT
// Reserves places on shelves by name; "garden" is not a shelf of this store, so Store::reserve
// calls Shelf::take through a null pointer (SIGSEGV), or, given "fits", Shelf::left_after.
#include <store.hpp>

#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
  const bool through_const = argc > 1 && std::strcmp(argv[1], "fits") == 0;
  store::Store shop;
  shop.add("kitchen", 12);
  shop.add("tools", 4);
  std::printf("%d\n", shop.reserve("kitchen", 5));
  if (through_const) {
    std::printf("%d\n", shop.fits("garden", 2) ? 1 : 0);
  } else {
    std::printf("%d\n", shop.reserve("garden", 2));
  }
  return 0;
}
