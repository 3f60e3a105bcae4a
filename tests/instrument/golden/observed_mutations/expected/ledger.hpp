// Instrumented by recrash-instrument from ledger.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/ledger.hpp"
#pragma once

#include <vector>

struct Ledger {
  std::vector<long> entries;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 7
};
// Added by recrash-instrument: Ledger's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Ledger::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, entries);
}
#line 8

extern Ledger* g_open_ledger;

// Defined elsewhere: the analysis cannot see what they do with a ledger.
void audit(Ledger& ledger);
void settle(Ledger& ledger);

long total(Ledger& ledger);
long twice(Ledger& ledger);
void close_day(Ledger& ledger, int day);
void review(Ledger& ledger);
long reopen(const Ledger& ledger);
long audited_total(Ledger& ledger);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 1 serializers, 0 registrations
