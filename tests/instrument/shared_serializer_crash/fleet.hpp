// SPDX-License-Identifier: MIT
// A header's classes, saved by both sources of the library: each class's serializer is compiled
// by one of them (RECRASH_INSTANTIATE_SERIALIZER), and the other refers to it
// (RECRASH_SERIALIZER_ELSEWHERE) rather than compiling it, and the serializers of what it reaches,
// again.
#pragma once

#include <string>
#include <vector>

namespace fleet {

class Truck {
 public:
  Truck(std::string plate, int load) : plate_(std::move(plate)), load_(load) {}
  int load() const { return load_; }
  const std::string& plate() const { return plate_; }

 private:
  std::string plate_;
  int load_;
};

struct Depot {
  std::string town;
  std::vector<Truck> trucks;
  struct Bay;
  std::vector<Bay> bays;
};

/// Nested, and defined after its class: its serializer is defined after it (not after Depot,
/// where it is not complete yet), named Depot::Bay.
struct Depot::Bay {
  int number = 0;
  std::vector<int> slots;
};

/// Every truck's load, "plate=load" separated by commas (depot.cpp).
std::string loads(const Depot& depot);
/// The load each of `stops` stops gets from each truck, added up (routes.cpp): divides by zero
/// for a route of no stops.
int per_stop(const Depot& depot, int stops);

}  // namespace fleet
