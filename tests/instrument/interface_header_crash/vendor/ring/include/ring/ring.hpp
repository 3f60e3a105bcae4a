// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <vector>

namespace ring {

/// A fixed ring of slots; a ring made with no slots divides by zero on its first use.
template <class T>
class Ring {
 public:
  explicit Ring(std::size_t slots) : items_(slots) {}

  void put(std::size_t at, const T& value) {
    items_[at % items_.size()] = value;
    ++writes_;
  }

  T get(std::size_t at) const { return items_[at % items_.size()]; }

 private:
  std::vector<T> items_;
  std::size_t writes_ = 0;
};

}  // namespace ring
