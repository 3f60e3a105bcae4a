#include "ledger.hpp"

Ledger* g_open_ledger = nullptr;

long total(Ledger& ledger) {  // audit() left it unknown; observed unchanged: immutable
  audit(ledger);
  long sum = 0;
  for (long entry : ledger.entries) sum += entry;
  return sum;
}

long twice(Ledger& ledger) {  // not observed, but hands it to total() only: immutable once total() is
  const long once = total(ledger);
  return once + once;
}

void close_day(Ledger& ledger, int day) {  // settle() was observed changing it: mutable
  settle(ledger);
  ledger.entries.push_back(-day);
}

void review(Ledger& ledger) {  // too few observed calls: still unknown
  if (ledger.entries.empty()) return;
  audit(ledger);
}

long reopen(const Ledger& ledger) {  // nothing writes through it, but its alias did: mutable
  g_open_ledger->entries.clear();
  return static_cast<long>(ledger.entries.size());
}

long audited_total(Ledger& ledger) {  // one observed call is too few, but total() is immutable: so is this
  if (ledger.entries.empty()) return 0;
  return total(ledger);
}
