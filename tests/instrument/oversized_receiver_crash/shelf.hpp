// SPDX-License-Identifier: MIT
// A shelf of labelled boxes.
#pragma once

#include <string>
#include <vector>

namespace archive {

class Shelf {
 public:
  void store(const std::string& label);
  /// How many labels go in each of `boxes` boxes.
  int per_box(int boxes) const;

 private:
  std::vector<std::string> labels_;
};

}  // namespace archive
