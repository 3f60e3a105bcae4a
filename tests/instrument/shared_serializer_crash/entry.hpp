// SPDX-License-Identifier: MIT
// depot.cpp's own class, which holds a Truck as routes.cpp's does: both units save one.
#pragma once

#include "fleet.hpp"

#include <string>
#include <utility>

namespace fleet {

struct Entry {
  Entry(Truck truck_arg, bool first_arg) : truck(std::move(truck_arg)), first(first_arg) {}
  Truck truck;
  bool first;
};

/// "plate=load", after a comma unless first; throws std::invalid_argument for a truck without a plate.
std::string entry_text(const Entry& entry);

}  // namespace fleet
