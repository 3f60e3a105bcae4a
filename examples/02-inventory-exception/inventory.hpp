// SPDX-License-Identifier: MIT
// A small stock-keeping model whose orders may name an item the inventory never stocked.
#pragma once

#include <map>
#include <ostream>
#include <string>
#include <vector>

class Inventory {
 public:
  void restock(const std::string& item, int count);
  /// Takes `count` of `item` out of stock; throws std::out_of_range for an unknown item.
  int reserve(const std::string& item, int count);
  int available(const std::string& item) const;

  template <class Archive>
  void serialize(Archive& archive) {
    archive(stock_);
  }
  friend std::ostream& operator<<(std::ostream& os, const Inventory& inventory);

 private:
  std::map<std::string, int> stock_;
};

struct OrderLine {
  std::string item;
  int count = 0;

  template <class Archive>
  void serialize(Archive& archive) {
    archive(item, count);
  }
};

class Order {
 public:
  explicit Order(std::string customer) : customer_(std::move(customer)) {}
  Order() = default;
  void add(std::string item, int count) { lines_.push_back({std::move(item), count}); }
  /// Reserves every line; returns the number of units reserved.
  int fulfil(Inventory& inventory);

  template <class Archive>
  void serialize(Archive& archive) {
    archive(customer_, lines_);
  }
  friend std::ostream& operator<<(std::ostream& os, const Order& order);

 private:
  std::string customer_;
  std::vector<OrderLine> lines_;
};
