// SPDX-License-Identifier: MIT
// A shelf whose items all had a count of zero, so none was added: Shelf::per_kind divides by zero
// kinds (SIGFPE).
#include <inventory.hpp>

#include <cstdio>

int main() {
  inventory::Shelf shelf;
  shelf.add("bolts", 0);
  shelf.add("nuts", 0);
  std::printf("%d\n", shelf.per_kind(3));
  return 0;
}
