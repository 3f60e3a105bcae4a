// SPDX-License-Identifier: MIT
// A store of shelves found by name. Store::reserve does not check what find() returns, so a
// reservation on a shelf the store does not have calls Shelf::take through a null pointer.
#pragma once

#include <string>
#include <vector>

namespace store {

class Shelf {
 public:
  Shelf(std::string name, int capacity) : name_(std::move(name)), capacity_(capacity) {}
  /// Takes `count` places and records the reservation; how many are left, or -1 when there are
  /// not enough.
  int take(int count);
  /// How many places are left after `count` more (negative when they do not fit); throws
  /// std::invalid_argument when `count` is more than the shelf holds.
  int left_after(int count) const;
  /// The places left after a reservation of the usual size (4).
  int room() const;
  const std::string& name() const { return name_; }

 private:
  std::string name_;
  int capacity_;
  int used_ = 0;
  std::vector<int> reservations_;
};

class Store {
 public:
  void add(const std::string& name, int capacity);
  Shelf* find(const std::string& name);
  /// Reserves `count` places on the shelf called `name`.
  int reserve(const std::string& name, int count);
  /// Whether `count` more places fit on the shelf called `name`.
  bool fits(const std::string& name, int count);
  /// The room on the shelf called `name`.
  int room(const std::string& name);

 private:
  std::vector<Shelf> shelves_;
};

}  // namespace store
