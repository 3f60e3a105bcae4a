// Instrumented by recrash-instrument from shelf.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "shelf.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/shelf.hpp"
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

// Built without optimisation (flags.txt has no -O): each function keeps one body, with its hook at
// the top, in the header's copy as in the source's.
class Shelf {
 public:
  void put(const std::string& title) { titles_.push_back(title); }
  int free_slots(int capacity) const {
    RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(capacity));
#line 13
    if (capacity <= 0) throw std::invalid_argument("a shelf holds at least one title");
    const int used = static_cast<int>(titles_.size());
    return used < capacity ? capacity - used : 0;
  }
  const std::string& at(int index) const;
  int count_longer_than(int length) const;

 private:
  std::vector<std::string> titles_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Shelf() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Shelf(RecrashTag&) noexcept : titles_() {}
  template <class RecrashArchive>
  Shelf(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Shelf(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 22
};
// Added by recrash-instrument: Shelf's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Shelf::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, titles_);
}
#line 23

int shelves_needed(int books, int per_shelf);

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(Shelf);
RECRASH_VALUE_ELSEWHERE(int);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 1 hooks, 1 serializers, 0 registrations
