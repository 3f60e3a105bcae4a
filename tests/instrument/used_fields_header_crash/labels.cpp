// SPDX-License-Identifier: MIT
#include "tank.hpp"

namespace tanks {

std::string describe(const Tank& tank) {
  return tank.name() + ": " + std::to_string(tank.litres_per_hour_left()) + " l/h";
}

void drain_all(std::vector<Tank>& tanks, int litres) {
  for (Tank& tank : tanks) tank.drain(litres);
}

}  // namespace tanks
