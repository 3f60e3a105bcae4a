// SPDX-License-Identifier: MIT
// routes.cpp's own class, which holds a Truck: its saving code calls Truck's serializer.
#pragma once

#include "fleet.hpp"

#include <utility>

namespace fleet {

struct Route {
  Route(Truck truck_arg, int stops_arg) : truck(std::move(truck_arg)), stops(stops_arg) {}
  Truck truck;
  int stops;
};

/// What each stop of the route gets of its truck's load: divides by zero for no stops.
int share(const Route& route);

}  // namespace fleet
