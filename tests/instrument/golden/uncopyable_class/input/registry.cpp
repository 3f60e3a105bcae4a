#include "registry.hpp"

namespace store {

void Registry::add(std::unique_ptr<Item> item) {
  ++lookups_;
  items_.push_back(std::move(item));
}

int Registry::weight_at(int index) {
  ++lookups_;
  return items_[static_cast<std::size_t>(index)]->weight;
}

int Registry::count_heavier(int limit) const {
  int count = 0;
  for (const auto& item : items_) count += item->weight > limit ? 1 : 0;
  return count;
}

int Shelf::heaviest(int count) {
  label_ += "?";
  return heaviest_in(registry_, count);
}

int Catalogue::first_weight() {
  ++reads_;
  return weight_at(0);
}

int Index::find(const std::string& name) {
  auto found = by_name_.find(name);
  if (found == by_name_.end()) {
    ++misses_;
    return -1;
  }
  return found->second.weight_at(0);
}

int Batch::size_after(int extra) {
  ++seen_;
  return static_cast<int>(items_.size()) + extra;
}

Library::Library(const Library& other) : totals_(other.totals_) {
  for (const auto& item : other.items_) items_.push_back(std::make_unique<Item>(*item));
}

int Library::total() {
  totals_ = 0;
  for (const auto& item : items_) totals_ += item->weight;
  return totals_;
}

int Tally::bump(int by) {
  counts_.push_back(by);
  return static_cast<int>(counts_.size());
}

int Guarded::locked_weight(int index) {
  std::lock_guard<std::mutex> lock(mutex_);
  return items_[static_cast<std::size_t>(index)]->weight;
}

int heaviest_in(Registry& registry, int count) {
  int best = 0;
  for (int i = 0; i < count; ++i) {
    const int weight = registry.weight_at(i);
    if (weight > best) best = weight;
  }
  return best;
}

int unbox_times(Box<Registry>& box, int times) {
  int total = 0;
  for (int i = 0; i < times; ++i) total += store::unbox(box);  // qualified: argument-dependent lookup would instantiate Box
  return total;
}

int first_of(std::vector<std::unique_ptr<Item>>& items, int fallback) {
  if (items.empty()) return fallback;
  items.front()->weight += 1;
  return items.front()->weight;
}

int tally_twice(Tally& tally, int by) {
  tally.bump(by);
  return tally.bump(by);
}

}  // namespace store
