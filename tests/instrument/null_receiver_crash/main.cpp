// SPDX-License-Identifier: MIT
// Reserves places on shelves by name; "garden" is not a shelf of this store, so Store::reserve
// calls Shelf::take through a null pointer (SIGSEGV), given "fits" Shelf::left_after, and given
// "room" Shelf::room.
#include <store.hpp>

#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
  const char* what = argc > 1 ? argv[1] : "reserve";
  store::Store shop;
  shop.add("kitchen", 12);
  shop.add("tools", 4);
  std::printf("%d\n", shop.reserve("kitchen", 5));
  if (std::strcmp(what, "fits") == 0) {
    std::printf("%d\n", shop.fits("garden", 2) ? 1 : 0);
  } else if (std::strcmp(what, "room") == 0) {
    std::printf("%d\n", shop.room("garden"));
  } else {
    std::printf("%d\n", shop.reserve("garden", 2));
  }
  return 0;
}
