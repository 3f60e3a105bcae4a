// Instrumented by recrash-instrument from registry.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "registry.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/registry.cpp"
#include "registry.hpp"

namespace store {

void Registry::add(std::unique_ptr<Item> item) { RECRASH_ENTRY(1, METHOD, item) return [&](decltype(item)& item) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_UNCOPIED_THIS(1, item);
#line 5

  ++lookups_;
  items_.push_back(std::move(item));
}(item); RECRASH_TWIN_END
#line 5

  ++lookups_;
  items_.push_back(std::move(item));
}

int Registry::weight_at(int index) { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(index)) return [&](decltype(index) index) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_UNCOPIED_THIS(2, ::recrash::by_reference(index));
#line 10

  ++lookups_;
  return items_[static_cast<std::size_t>(index)]->weight;
}(index); RECRASH_TWIN_END
#line 10

  ++lookups_;
  return items_[static_cast<std::size_t>(index)]->weight;
}

int Registry::count_heavier(int limit) const { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(limit)) return [&](decltype(limit) limit) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, ::recrash::by_reference(limit));
#line 15

  int count = 0;
  for (const auto& item : items_) count += item->weight > limit ? 1 : 0;
  return count;
}(limit); RECRASH_TWIN_END
#line 15

  int count = 0;
  for (const auto& item : items_) count += item->weight > limit ? 1 : 0;
  return count;
}

int Shelf::heaviest(int count) { RECRASH_ENTRY(4, METHOD, ::recrash::by_reference(count)) return [&](decltype(count) count) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_UNCOPIED_THIS(4, ::recrash::by_reference(count));
#line 21

  label_ += "?";
  return heaviest_in(registry_, count);
}(count); RECRASH_TWIN_END
#line 21

  label_ += "?";
  return heaviest_in(registry_, count);
}

int Catalogue::first_weight() { RECRASH_ENTRY(5, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_UNCOPIED_THIS(5, );
#line 26

  ++reads_;
  return weight_at(0);
}(); RECRASH_TWIN_END
#line 26

  ++reads_;
  return weight_at(0);
}

int Index::find(const std::string& name) { RECRASH_ENTRY(6, METHOD, name) return [&](decltype(name)& name) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_UNCOPIED_THIS(6, name);
#line 31

  auto found = by_name_.find(name);
  if (found == by_name_.end()) {
    ++misses_;
    return -1;
  }
  return found->second.weight_at(0);
}(name); RECRASH_TWIN_END
#line 31

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

Library::Library(const Library& other) : totals_(other.totals_) { RECRASH_ENTRY(7, CONSTRUCTOR, other) { [&](decltype(other)& other) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(7, other);
#line 45

  for (const auto& item : other.items_) items_.push_back(std::make_unique<Item>(*item));
}(other); return; } RECRASH_TWIN_END
#line 45

  for (const auto& item : other.items_) items_.push_back(std::make_unique<Item>(*item));
}

int Library::total() { RECRASH_ENTRY(8, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD(8, );
#line 49

  totals_ = 0;
  for (const auto& item : items_) totals_ += item->weight;
  return totals_;
}(); RECRASH_TWIN_END
#line 49

  totals_ = 0;
  for (const auto& item : items_) totals_ += item->weight;
  return totals_;
}

int Tally::bump(int by) { RECRASH_ENTRY(9, METHOD, ::recrash::by_reference(by)) return [&](decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_USED_FIELDS(9, ::recrash::used_fields(this, ::recrash::field<0>(this->counts_)), ::recrash::by_reference(by));
#line 55

  counts_.push_back(by);
  return static_cast<int>(counts_.size());
}(by); RECRASH_TWIN_END
#line 55

  counts_.push_back(by);
  return static_cast<int>(counts_.size());
}

int Guarded::locked_weight(int index) { RECRASH_ENTRY(10, METHOD, ::recrash::by_reference(index)) return [&](decltype(index) index) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD(10, ::recrash::by_reference(index));
#line 60

  std::lock_guard<std::mutex> lock(mutex_);
  return items_[static_cast<std::size_t>(index)]->weight;
}(index); RECRASH_TWIN_END
#line 60

  std::lock_guard<std::mutex> lock(mutex_);
  return items_[static_cast<std::size_t>(index)]->weight;
}

int heaviest_in(Registry& registry, int count) { RECRASH_ENTRY(11, FUNCTION, ::recrash::uncopied(registry), ::recrash::by_reference(count)) return [&](decltype(registry)& registry, decltype(count) count) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(11, ::recrash::uncopied(registry), ::recrash::by_reference(count));
#line 65

  int best = 0;
  for (int i = 0; i < count; ++i) {
    const int weight = registry.weight_at(i);
    if (weight > best) best = weight;
  }
  return best;
}(registry, count); RECRASH_TWIN_END
#line 65

  int best = 0;
  for (int i = 0; i < count; ++i) {
    const int weight = registry.weight_at(i);
    if (weight > best) best = weight;
  }
  return best;
}

int unbox_times(Box<Registry>& box, int times) { RECRASH_ENTRY(12, FUNCTION, ::recrash::uncopied(box), ::recrash::by_reference(times)) return [&](decltype(box)& box, decltype(times) times) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(12, ::recrash::uncopied(box), ::recrash::by_reference(times));
#line 74

  int total = 0;
  for (int i = 0; i < times; ++i) total += store::unbox(box);  // qualified: argument-dependent lookup would instantiate Box
  return total;
}(box, times); RECRASH_TWIN_END
#line 74

  int total = 0;
  for (int i = 0; i < times; ++i) total += store::unbox(box);  // qualified: argument-dependent lookup would instantiate Box
  return total;
}

int first_of(std::vector<std::unique_ptr<Item>>& items, int fallback) { RECRASH_ENTRY(13, FUNCTION, ::recrash::uncopied(items), ::recrash::by_reference(fallback)) return [&](decltype(items)& items, decltype(fallback) fallback) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(13, ::recrash::uncopied(items), ::recrash::by_reference(fallback));
#line 80

  if (items.empty()) return fallback;
  items.front()->weight += 1;
  return items.front()->weight;
}(items, fallback); RECRASH_TWIN_END
#line 80

  if (items.empty()) return fallback;
  items.front()->weight += 1;
  return items.front()->weight;
}

int tally_twice(Tally& tally, int by) { RECRASH_ENTRY(14, FUNCTION, tally, ::recrash::by_reference(by)) return [&](decltype(tally)& tally, decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(14, tally, ::recrash::by_reference(by));
#line 86

  tally.bump(by);
  return tally.bump(by);
}(tally, by); RECRASH_TWIN_END
#line 86

  tally.bump(by);
  return tally.bump(by);
}

}  // namespace store
