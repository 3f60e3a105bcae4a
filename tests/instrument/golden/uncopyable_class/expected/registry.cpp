// Instrumented by recrash-instrument from registry.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "registry.hpp"
#include <recrash/frame.hpp>
#include "registry.hpp"

namespace store {

void Registry::add(std::unique_ptr<Item> item) {
  RECRASH_METHOD_UNCOPIED_THIS(item);
  ++lookups_;
  items_.push_back(std::move(item));
}

int Registry::weight_at(int index) {
  RECRASH_METHOD_UNCOPIED_THIS(::recrash::by_reference(index));
  ++lookups_;
  return items_[static_cast<std::size_t>(index)]->weight;
}

int Registry::count_heavier(int limit) const {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(limit));
  int count = 0;
  for (const auto& item : items_) count += item->weight > limit ? 1 : 0;
  return count;
}

int Shelf::heaviest(int count) {
  RECRASH_METHOD_UNCOPIED_THIS(::recrash::by_reference(count));
  label_ += "?";
  return heaviest_in(registry_, count);
}

int Catalogue::first_weight() {
  RECRASH_METHOD_UNCOPIED_THIS();
  ++reads_;
  return weight_at(0);
}

int Index::find(const std::string& name) {
  RECRASH_METHOD_UNCOPIED_THIS(name);
  auto found = by_name_.find(name);
  if (found == by_name_.end()) {
    ++misses_;
    return -1;
  }
  return found->second.weight_at(0);
}

int Batch::size_after(int extra) {
  RECRASH_METHOD_UNCOPIED_THIS(::recrash::by_reference(extra));
  ++seen_;
  return static_cast<int>(items_.size()) + extra;
}

Library::Library(const Library& other) : totals_(other.totals_) {
  RECRASH_CONSTRUCTOR(other);
  for (const auto& item : other.items_) items_.push_back(std::make_unique<Item>(*item));
}

int Library::total() {
  RECRASH_METHOD();
  totals_ = 0;
  for (const auto& item : items_) totals_ += item->weight;
  return totals_;
}

int Tally::bump(int by) {
  RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::field<0>(this->counts_)), ::recrash::by_reference(by));
  counts_.push_back(by);
  return static_cast<int>(counts_.size());
}

int Guarded::locked_weight(int index) {
  RECRASH_METHOD(::recrash::by_reference(index));
  std::lock_guard<std::mutex> lock(mutex_);
  return items_[static_cast<std::size_t>(index)]->weight;
}

int heaviest_in(Registry& registry, int count) {
  RECRASH_FUNCTION(::recrash::by_reference(registry), ::recrash::by_reference(count));
  int best = 0;
  for (int i = 0; i < count; ++i) {
    const int weight = registry.weight_at(i);
    if (weight > best) best = weight;
  }
  return best;
}

int unbox_times(Box<Registry>& box, int times) {
  RECRASH_FUNCTION(::recrash::by_reference(box), ::recrash::by_reference(times));
  int total = 0;
  for (int i = 0; i < times; ++i) total += store::unbox(box);  // qualified: argument-dependent lookup would instantiate Box
  return total;
}

int first_of(std::vector<std::unique_ptr<Item>>& items, int fallback) {
  RECRASH_FUNCTION(::recrash::by_reference(items), ::recrash::by_reference(fallback));
  if (items.empty()) return fallback;
  items.front()->weight += 1;
  return items.front()->weight;
}

int tally_twice(Tally& tally, int by) {
  RECRASH_FUNCTION(tally, ::recrash::by_reference(by));
  tally.bump(by);
  return tally.bump(by);
}

}  // namespace store
