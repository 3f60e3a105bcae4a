// SPDX-License-Identifier: MIT
#include "entry.hpp"

#include <stdexcept>

namespace fleet {

std::string entry_text(const Entry& entry) {
  if (entry.truck.plate().empty()) throw std::invalid_argument("a truck without a plate");
  return (entry.first ? "" : ",") + entry.truck.plate() + "=" + std::to_string(entry.truck.load());
}

std::string loads(const Depot& depot) {
  std::string text;
  for (const Truck& truck : depot.trucks) text += entry_text(Entry{truck, text.empty()});
  return text;
}

}  // namespace fleet
