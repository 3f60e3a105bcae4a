// SPDX-License-Identifier: MIT
// A shelf of labelled boxes, a kind of storage.
#pragma once

#include <string>
#include <vector>

namespace archive {

/// What any storage holds; made only as part of a kind of storage (its constructor is protected).
class Storage {
 public:
  virtual ~Storage() = default;
  /// How many labels go in each of `boxes` boxes.
  int share(int boxes) const;

 protected:
  Storage() = default;
  std::vector<std::string> labels_;
};

class Shelf : public Storage {
 public:
  void store(const std::string& label);
  /// How many labels go in each of `boxes` boxes on this shelf.
  int per_box(int boxes) const;
};

}  // namespace archive
