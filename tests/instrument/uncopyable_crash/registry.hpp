// SPDX-License-Identifier: MIT
// Classes whose copy constructor is declared but would not compile (a member vector of
// unique_ptr): std::is_copy_constructible says they copy, a hook that copied them would not build.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace store {

struct Item {
  std::string name;
  int weight = 0;
};

class Registry {
 public:
  void add(std::string name, int weight);
  /// The total weight spread over the items from `from` on: divides by their number.
  int average_weight(int from);

 private:
  std::vector<std::unique_ptr<Item>> items_;
  int queries_ = 0;
};

/// Copyable: its hook copies it when RECRASH_COPY=copy.
class Tally {
 public:
  int bump(int by);

 private:
  std::vector<int> counts_;
};

/// Holds a Registry: it cannot be copied either.
class Shelf {
 public:
  void stock(std::string name, int weight);
  /// One line about the items from `from` on.
  std::string report(int from);

 private:
  Registry registry_;
  Tally tally_;
};

int average_of(Registry& registry, int from);
/// `registry`, once its average from `from` on is plausible: a reference to a class that cannot
/// be copied, which the test of this call must not copy either.
Registry& audited(Registry& registry, int from);

}  // namespace store
