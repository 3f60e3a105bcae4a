// SPDX-License-Identifier: MIT
// A workload for the dynamic stage of the immutability analysis: run with
// RECRASH_OBSERVE_MUTATIONS=<file>, it leaves what each call of the ledger changed in the file.
// twice() is never called: its verdict comes from total()'s.
#include "ledger.hpp"

#include <cstdio>

int main() {
  Ledger ledger;
  long sum = 0;
  for (int day = 1; day <= 5; ++day) {
    for (long amount = 1; amount <= 3; ++amount) ledger.entries.push_back(amount * day);
    sum += total(ledger);
    close_day(ledger, day);
  }
  review(ledger);
  Ledger spare{{1, 2, 3}};
  g_open_ledger = &spare;
  sum += reopen(spare);
  std::printf("%ld\n", sum);
  return 0;
}
