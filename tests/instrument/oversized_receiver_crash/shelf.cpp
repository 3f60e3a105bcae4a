// SPDX-License-Identifier: MIT
#include "shelf.hpp"

namespace archive {

int Storage::share(int boxes) const {
  return static_cast<int>(labels_.size()) / boxes;  // no boxes: division by zero
}

void Shelf::store(const std::string& label) {
  if (label.empty()) return;
  labels_.push_back(label);
}

int Shelf::per_box(int boxes) const { return share(boxes); }

}  // namespace archive
