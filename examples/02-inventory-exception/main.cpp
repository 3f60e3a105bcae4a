// SPDX-License-Identifier: MIT
// Fills an inventory, then fulfils orders; the third order names an item never stocked.
#include "inventory.hpp"

#include <recrash/config.hpp>

#include <cstdio>

int main() {
  recrash::set_program_version("2.3.1");
  Inventory inventory;
  inventory.restock("bolt", 40);
  inventory.restock("nut", 40);
  inventory.restock("washer", 15);

  Order first("ada");
  first.add("bolt", 10);
  first.add("nut", 10);
  Order second("grace");
  second.add("washer", 5);
  Order third("linus");
  third.add("bolt", 4);
  third.add("gasket", 2);

  for (Order* order : {&first, &second, &third}) {
    std::printf("reserved %d units\n", order->fulfil(inventory));
  }
}
