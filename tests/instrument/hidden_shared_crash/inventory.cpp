// SPDX-License-Identifier: MIT
#include "inventory.hpp"

namespace inventory {

Label::Label(const std::string& text) : text_(text) {}

Label::~Label() { text_.clear(); }

Shelf::Shelf() = default;

Shelf::~Shelf() = default;

void Shelf::add(const std::string& name, int count) {
  if (count > 0) items_.emplace_back(name, count);
}

int Shelf::per_kind(int wanted) const {
  int total = 0;
  for (const Item& item : items_) total += item.count();
  return (total + wanted) / static_cast<int>(items_.size());
}

}  // namespace inventory
