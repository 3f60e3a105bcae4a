// SPDX-License-Identifier: MIT
// The functions ledger.cpp calls without seeing their bodies: audit() only reads a ledger,
// settle() writes it.
#include "ledger.hpp"

#include <stdexcept>

void audit(Ledger& ledger) {
  for (long entry : ledger.entries) {
    if (entry > 1000000) throw std::runtime_error("implausible entry");
  }
}

void settle(Ledger& ledger) {
  long balance = 0;
  for (long entry : ledger.entries) balance += entry;
  ledger.entries.assign(1, balance);
}
