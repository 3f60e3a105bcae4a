// SPDX-License-Identifier: MIT
// Three guests order, then settle up one by one as they leave; the last settles an empty table.
#include "tab.hpp"

#include <recrash/config.hpp>

#include <cstdio>

int main() {
  recrash::set_program_version("tab 1.0");
  tab::Tab table;
  table.order("ada", 1250);
  table.order("brian", 980);
  table.order("chen", 1525);
  for (const char* guest : {"ada", "brian", "chen"}) {
    std::printf("each pays %d\n", tab::settle(table, 15));
    table.leave(guest);
  }
  std::printf("last round: %d\n", tab::settle(table, 15));
}
