// SPDX-License-Identifier: MIT
#include "store.hpp"

#include <stdexcept>

namespace store {

int Shelf::take(int count) {
  if (used_ + count > capacity_) return -1;
  used_ += count;
  reservations_.push_back(count);
  return capacity_ - used_;
}

int Shelf::left_after(int count) const {
  if (count > capacity_) throw std::invalid_argument("more than the shelf holds");
  const int left = capacity_ - used_;
  return left - count;
}

int Shelf::room() const {
  const int left = capacity_ - used_;
  const int usual = 4;
  return left - usual;
}

void Store::add(const std::string& name, int capacity) { shelves_.emplace_back(name, capacity); }

Shelf* Store::find(const std::string& name) {
  for (Shelf& shelf : shelves_) {
    if (shelf.name() == name) return &shelf;
  }
  return nullptr;
}

int Store::reserve(const std::string& name, int count) {
  Shelf* shelf = find(name);
  return shelf->take(count);  // the bug: no check that the store has such a shelf
}

bool Store::fits(const std::string& name, int count) {
  Shelf* shelf = find(name);
  return shelf->left_after(count) >= 0;  // the same bug, through a const member
}

int Store::room(const std::string& name) {
  Shelf* shelf = find(name);
  return shelf->room();  // the same bug, through straight-line code that is left unhooked
}

}  // namespace store
