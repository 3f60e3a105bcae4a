#pragma once

#include <string>

// A class template whose inline functions call a member template of their own class through a
// parameter of that class (toml++'s node_view<T>): in the template that is the current
// instantiation, and needs no `template` keyword; the copy of each body must read the same.

struct Table {
  int rows = 0;
};

template <class T>
class View {
 public:
  explicit View(T* node) : node_(node) {}

  template <class U>
  const U* as() const {
    return reinterpret_cast<const U*>(node_);
  }

  bool same_rows(const View& other) const { return other.as<Table>()->rows == as<Table>()->rows; }

  friend bool operator==(const View& lhs, const Table& rhs) {
    const Table* table = lhs.as<Table>();
    return table != nullptr && table->rows == rhs.rows;
  }

  int rows_or(View fallback) const {
    const Table* table = as<Table>();
    return table != nullptr ? table->rows : fallback.as<Table>()->rows;
  }

 private:
  T* node_;
};

// A constructor template taking a forwarding reference: inside the copy of its body the parameter
// is an lvalue, which `String&&` would not bind.
template <class T>
class Named {
 public:
  template <class String>
  explicit Named(T* node, String&& name) : node_(node) {
    if (node_ == nullptr) name_ = static_cast<String&&>(name);
  }

 private:
  T* node_;
  std::string name_;
};
