// SPDX-License-Identifier: MIT
// Shelves of items whose names are kept in a Label, a class the library does not export: only the
// functions marked INVENTORY_API are visible outside its shared object.
#pragma once

#include <string>
#include <vector>

#define INVENTORY_API __attribute__((visibility("default")))

namespace inventory {

/// A name, as the library keeps it (defined in inventory.cpp, not exported).
class Label {
 public:
  Label() = default;
  explicit Label(const std::string& text);
  ~Label();

  template <class Archive>
  void serialize(Archive& archive) {
    archive(text_);
  }

 private:
  std::string text_;
};

/// One kind of item on a shelf: polymorphic with only inline virtual functions, so every unit
/// that makes one emits its destructor, which calls Label::~Label.
class Item {
 public:
  Item() = default;
  Item(const std::string& name, int count) : label_(name), count_(count) {}
  virtual ~Item() {}

  int count() const { return count_; }

  template <class Archive>
  void serialize(Archive& archive) {
    archive(label_, count_);
  }

 private:
  Label label_;
  int count_ = 0;
};

class INVENTORY_API Shelf {
 public:
  Shelf();
  ~Shelf();

  void add(const std::string& name, int count);
  /// Items per kind on the shelf; the bug divides by zero kinds.
  int per_kind(int wanted) const;

  template <class Archive>
  void serialize(Archive& archive) {
    archive(items_);
  }

 private:
  std::vector<Item> items_;
};

}  // namespace inventory
