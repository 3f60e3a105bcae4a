// SPDX-License-Identifier: MIT
#include "tank.hpp"

namespace tanks {

int total_rate(const std::vector<Tank>& tanks) {
  int total = 0;
  for (const Tank& tank : tanks) total += tank.litres_per_hour_left();
  return total;
}

}  // namespace tanks
