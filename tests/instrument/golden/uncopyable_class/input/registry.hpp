// Classes whose implicit copy constructor is declared (std::is_copy_constructible says yes) but
// would not compile: a hook that could copy them must not hold the copy.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace store {

struct Item {
  std::string name;
  int weight = 0;
};

class Registry {
 public:
  void add(std::unique_ptr<Item> item);
  int weight_at(int index);
  /// Writes nothing of *this: its hook keeps the address as an immutable receiver's.
  int count_heavier(int limit) const;

 private:
  std::vector<std::unique_ptr<Item>> items_;
  int lookups_ = 0;
};

/// Holds one: its implicit copy would copy the Registry.
class Shelf {
 public:
  int heaviest(int count);

 private:
  std::string label_;
  Registry registry_;
};

/// Derives from one.
class Catalogue : public Registry {
 public:
  int first_weight();

 private:
  int reads_ = 0;
};

/// Holds them in a map and an optional of a pair.
class Index {
 public:
  int find(const std::string& name);

 private:
  std::map<std::string, Registry> by_name_;
  std::optional<std::pair<int, Shelf>> spare_;
  int misses_ = 0;
};

/// A copy constructor defaulted where it is declared copies the members as an implicit one does.
class Batch {
 public:
  Batch() = default;
  Batch(const Batch&) = default;
  int size_after(int extra);

 private:
  std::vector<std::unique_ptr<Item>> items_;
  int seen_ = 0;
};

/// Copyable: its own copy constructor clones the items. Its hook still copies it.
class Library {
 public:
  Library() = default;
  Library(const Library& other);
  int total();

 private:
  std::vector<std::unique_ptr<Item>> items_;
  int totals_ = 0;
};

/// Copyable: every member copies.
class Tally {
 public:
  int bump(int by);

 private:
  std::vector<int> counts_;
  std::shared_ptr<Item> last_;
};

/// Cannot be copied at all (std::mutex): the trait says so, and the hook holds no copy already.
class Guarded {
 public:
  int locked_weight(int index);

 private:
  std::mutex mutex_;
  std::vector<std::unique_ptr<Item>> items_;
};

/// A class template: a unit that only passes one on leaves it uninstantiated, and the hook would
/// instantiate its copy.
template <class T>
struct Box {
  T value;
};

int heaviest_in(Registry& registry, int count);
int unbox(Box<Registry>& box);
int unbox_times(Box<Registry>& box, int times);
int first_of(std::vector<std::unique_ptr<Item>>& items, int fallback);
int tally_twice(Tally& tally, int by);

}  // namespace store
