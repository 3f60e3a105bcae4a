// SPDX-License-Identifier: MIT
// A route of no stops: fleet::share divides by zero (SIGFPE), called by fleet::per_stop.
#include <fleet.hpp>

#include <cstdio>

int main() {
  fleet::Depot depot{"Leeds", {fleet::Truck("YX12", 900), fleet::Truck("KP07", 450)}, {}};
  depot.bays.push_back({1, {3, 4}});
  std::printf("%s\n", fleet::loads(depot).c_str());
  std::printf("%d\n", fleet::per_stop(depot, 3));
  std::printf("%d\n", fleet::per_stop(depot, 0));
  return 0;
}
