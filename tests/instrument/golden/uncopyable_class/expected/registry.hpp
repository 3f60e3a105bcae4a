// Instrumented by recrash-instrument from registry.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "registry.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/registry.hpp"
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

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 18
};
// Added by recrash-instrument: Item's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Item::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, name);
  ::recrash::generated::field(recrash_archive, weight);
}
#line 19

class Registry {
 public:
  void add(std::unique_ptr<Item> item);
  int weight_at(int index);
  /// Writes nothing of *this: its hook keeps the address as an immutable receiver's.
  int count_heavier(int limit) const;

 private:
  std::vector<std::unique_ptr<Item>> items_;
  int lookups_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Registry() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Registry(RecrashTag&) noexcept : items_() {}
  template <class RecrashArchive>
  Registry(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Registry(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 30
};
// Added by recrash-instrument: Registry's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Registry::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, items_);
  ::recrash::generated::field(recrash_archive, lookups_);
}
#line 31

/// Holds one: its implicit copy would copy the Registry.
class Shelf {
 public:
  int heaviest(int count);

 private:
  std::string label_;
  Registry registry_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Shelf() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Shelf(RecrashTag& recrash_tag) noexcept : label_(), registry_(recrash_tag) {}
  template <class RecrashArchive>
  Shelf(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Shelf(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 40
};
// Added by recrash-instrument: Shelf's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Shelf::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, label_);
  ::recrash::generated::field(recrash_archive, registry_);
}
#line 41

/// Derives from one.
class Catalogue : public Registry {
 public:
  int first_weight();

 private:
  int reads_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Catalogue() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Catalogue(RecrashTag& recrash_tag) noexcept : Registry(recrash_tag) {}
  template <class RecrashArchive>
  Catalogue(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Catalogue(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 49
};
// Added by recrash-instrument: Catalogue's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Catalogue::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Registry*>(this));
  ::recrash::generated::field(recrash_archive, reads_);
}
#line 50

/// Holds them in a map and an optional of a pair.
class Index {
 public:
  int find(const std::string& name);

 private:
  std::map<std::string, Registry> by_name_;
  std::optional<std::pair<int, Shelf>> spare_;
  int misses_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Index() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Index(RecrashTag&) noexcept : by_name_(), spare_() {}
  template <class RecrashArchive>
  Index(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Index(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 60
};
// Added by recrash-instrument: Index's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Index::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, by_name_);
  ::recrash::generated::field(recrash_archive, spare_);
  ::recrash::generated::field(recrash_archive, misses_);
}
#line 61

/// A copy constructor defaulted where it is declared copies the members as an implicit one does.
class Batch {
 public:
  Batch() = default;
  Batch(const Batch&) = default;
  int size_after(int extra);

 private:
  std::vector<std::unique_ptr<Item>> items_;
  int seen_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Batch(RecrashTag&) noexcept : items_() {}
  template <class RecrashArchive>
  Batch(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Batch(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 72
};
// Added by recrash-instrument: Batch's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Batch::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, items_);
  ::recrash::generated::field(recrash_archive, seen_);
}
#line 73

/// Copyable: its own copy constructor clones the items. Its hook still copies it.
class Library {
 public:
  Library() = default;
  Library(const Library& other);
  int total();

 private:
  std::vector<std::unique_ptr<Item>> items_;
  int totals_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Library(RecrashTag&) noexcept : items_() {}
  template <class RecrashArchive>
  Library(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Library(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 84
};
// Added by recrash-instrument: Library's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Library::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, items_);
  ::recrash::generated::field(recrash_archive, totals_);
}
#line 85

/// Copyable: every member copies.
class Tally {
 public:
  int bump(int by);

 private:
  std::vector<int> counts_;
  std::shared_ptr<Item> last_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Tally() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Tally(RecrashTag&) noexcept : counts_(), last_() {}
  template <class RecrashArchive>
  Tally(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Tally(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 94
};
// Added by recrash-instrument: Tally's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Tally::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, counts_);
  ::recrash::generated::field(recrash_archive, last_);
}
#line 95

/// Cannot be copied at all (std::mutex): the trait says so, and the hook holds no copy already.
class Guarded {
 public:
  int locked_weight(int index);

 private:
  std::mutex mutex_;
  std::vector<std::unique_ptr<Item>> items_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Guarded() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Guarded(RecrashTag&) noexcept : mutex_(), items_() {}
  template <class RecrashArchive>
  Guarded(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Guarded(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 104
};
// Added by recrash-instrument: Guarded's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Guarded::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, items_);
  // Not saved: mutex_, std::mutex: a synchronization object cannot be saved.
}
#line 105

/// A class template: a unit that only passes one on leaves it uninstantiated, and the hook would
/// instantiate its copy.
template <class T>
struct Box {
  T value;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, value);
  }
#line 111
};

int heaviest_in(Registry& registry, int count);
int unbox(Box<Registry>& box);
int unbox_times(Box<Registry>& box, int times);
int first_of(std::vector<std::unique_ptr<Item>>& items, int fallback);
int tally_twice(Tally& tally, int by);

}  // namespace store
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 10 serializers, 0 registrations
