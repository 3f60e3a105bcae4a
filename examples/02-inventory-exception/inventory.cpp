// SPDX-License-Identifier: MIT
#define RECRASH_DECLARING_HEADER "inventory.hpp"
#include "inventory.hpp"

#include <recrash/recrash.hpp>

void Inventory::restock(const std::string& item, int count) {
  RECRASH_METHOD(item, count);
  stock_[item] += count;
}

int Inventory::reserve(const std::string& item, int count) {
  RECRASH_METHOD(item, count);
  int& left = stock_.at(item);  // the bug: an item never stocked is not "zero left", it throws
  const int taken = count < left ? count : left;
  left -= taken;
  return taken;
}

int Inventory::available(const std::string& item) const {
  RECRASH_METHOD(item);
  auto found = stock_.find(item);
  return found == stock_.end() ? 0 : found->second;
}

int Order::fulfil(Inventory& inventory) {
  RECRASH_METHOD(inventory);
  int reserved = 0;
  for (const OrderLine& line : lines_) reserved += inventory.reserve(line.item, line.count);
  return reserved;
}

std::ostream& operator<<(std::ostream& os, const Inventory& inventory) {
  os << "Inventory{";
  const char* separator = "";
  for (const auto& [item, count] : inventory.stock_) {
    os << separator << item << ": " << count;
    separator = ", ";
  }
  return os << "}";
}

std::ostream& operator<<(std::ostream& os, const Order& order) {
  os << "Order{" << order.customer_ << ":";
  for (const OrderLine& line : order.lines_) os << " " << line.count << " x " << line.item;
  return os << "}";
}
