// SPDX-License-Identifier: MIT
#include "registry.hpp"

#include <stdexcept>
#include <utility>

namespace store {

void Registry::add(std::string name, int weight) {
  auto item = std::make_unique<Item>();
  item->name = std::move(name);
  item->weight = weight;
  items_.push_back(std::move(item));
}

int Registry::average_weight(int from) {
  ++queries_;
  int total = 0;
  for (const auto& item : items_) total += item->weight;
  const int count = static_cast<int>(items_.size()) - from;
  return total / count;  // SIGFPE when `from` is the number of items
}

int Tally::bump(int by) {
  counts_.push_back(by);
  return static_cast<int>(counts_.size());
}

void Shelf::stock(std::string name, int weight) {
  tally_.bump(weight);
  registry_.add(std::move(name), weight);
}

int average_of(Registry& registry, int from) {
  const int average = registry.average_weight(from);
  return average > 0 ? average : 0;
}

Registry& audited(Registry& registry, int from) {
  if (average_of(registry, from) > 1000) throw std::out_of_range("implausible weights");
  return registry;
}

std::string Shelf::report(int from) {
  const int queries = tally_.bump(from);
  audited(registry_, from);
  return "query " + std::to_string(queries) + ": " + std::to_string(average_of(registry_, from)) + "\n";
}

}  // namespace store
