// Instrumented by recrash-instrument from ledger.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/ledger.cpp"
#include "ledger.hpp"

Ledger* g_open_ledger = nullptr;

long total(Ledger& ledger) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(ledger)) return [&](decltype(ledger)& ledger) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(ledger));
#line 5
  // audit() left it unknown; observed unchanged: immutable
  audit(ledger);
  long sum = 0;
  for (long entry : ledger.entries) sum += entry;
  return sum;
}(ledger); RECRASH_TWIN_END
#line 5
  // audit() left it unknown; observed unchanged: immutable
  audit(ledger);
  long sum = 0;
  for (long entry : ledger.entries) sum += entry;
  return sum;
}

long twice(Ledger& ledger) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(ledger)) return [&](decltype(ledger)& ledger) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(ledger));
#line 12
  // not observed, but hands it to total() only: immutable once total() is
  const long once = total(ledger);
  return once + once;
}(ledger); RECRASH_TWIN_END
#line 12
  // not observed, but hands it to total() only: immutable once total() is
  const long once = total(ledger);
  return once + once;
}

void close_day(Ledger& ledger, int day) { RECRASH_ENTRY(3, FUNCTION, ledger, ::recrash::by_reference(day)) return [&](decltype(ledger)& ledger, decltype(day) day) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_FUNCTION(3, ledger, ::recrash::by_reference(day));
#line 17
  // settle() was observed changing it: mutable
  settle(ledger);
  ledger.entries.push_back(-day);
}(ledger, day); RECRASH_TWIN_END
#line 17
  // settle() was observed changing it: mutable
  settle(ledger);
  ledger.entries.push_back(-day);
}

void review(Ledger& ledger) { RECRASH_ENTRY(4, FUNCTION, ledger) return [&](decltype(ledger)& ledger) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_FUNCTION(4, ledger);
#line 22
  // too few observed calls: still unknown
  if (ledger.entries.empty()) return;
  audit(ledger);
}(ledger); RECRASH_TWIN_END
#line 22
  // too few observed calls: still unknown
  if (ledger.entries.empty()) return;
  audit(ledger);
}

long reopen(const Ledger& ledger) { RECRASH_ENTRY(5, FUNCTION, ledger) return [&](decltype(ledger)& ledger) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(5, ledger);
#line 27
  // nothing writes through it, but its alias did: mutable
  g_open_ledger->entries.clear();
  return static_cast<long>(ledger.entries.size());
}(ledger); RECRASH_TWIN_END
#line 27
  // nothing writes through it, but its alias did: mutable
  g_open_ledger->entries.clear();
  return static_cast<long>(ledger.entries.size());
}

long audited_total(Ledger& ledger) { RECRASH_ENTRY(6, FUNCTION, ::recrash::by_reference(ledger)) return [&](decltype(ledger)& ledger) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(6, ::recrash::by_reference(ledger));
#line 32
  // one observed call is too few, but total() is immutable: so is this
  if (ledger.entries.empty()) return 0;
  return total(ledger);
}(ledger); RECRASH_TWIN_END
#line 32
  // one observed call is too few, but total() is immutable: so is this
  if (ledger.entries.empty()) return 0;
  return total(ledger);
}
