// SPDX-License-Identifier: MIT
#include "route.hpp"

namespace fleet {

int share(const Route& route) { return route.truck.load() / route.stops; }

int per_stop(const Depot& depot, int stops) {
  int total = 0;
  for (const Truck& truck : depot.trucks) total += share(Route{truck, stops});
  return total;
}

}  // namespace fleet
