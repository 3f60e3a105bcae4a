#pragma once

#include <vector>

struct Ledger {
  std::vector<long> entries;
};

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
