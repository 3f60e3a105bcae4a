// Instrumented by recrash-instrument from entry.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "entry.hpp;slot.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/entry.hpp"
#pragma once

#include "slot.hpp"

namespace slots {

struct Entry {
  int weight = 1;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 9
};
// Added by recrash-instrument: Entry's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Entry::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, weight);
}
#line 10

inline int weigh_twice(const Entry& entry, Slot& slot) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(entry), slot) return [&](decltype(entry)& entry, decltype(slot)& slot) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(entry), slot);
#line 11
  // both complete here: recorded
  return 2 * Slot::weigh(entry) + slot.bump(slot, 0);
}(entry, slot); RECRASH_TWIN_END
#line 11
  // both complete here: recorded
  return 2 * Slot::weigh(entry) + slot.bump(slot, 0);
}

}  // namespace slots

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(slots::Entry);
RECRASH_VALUE_ELSEWHERE(slots::Slot);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 1 hooks, 1 serializers, 0 registrations
