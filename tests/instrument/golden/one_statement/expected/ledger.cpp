// Instrumented by recrash-instrument from ledger.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#include <recrash/frame.hpp>
#include "ledger.hpp"

#include <algorithm>

long share(const Ledger& ledger, long parts) { RECRASH_FUNCTION(::recrash::by_reference(ledger), ::recrash::by_reference(parts)); return ledger.doubled() / parts; }

long balance(const std::map<std::string, long>& balances, const std::string& account) {
  return balances.at(account);
}

long lookup(std::map<std::string, long>& balances, const std::string& account) { RECRASH_FUNCTION(balances, ::recrash::by_reference(account)); return balances[account]; }

const Entry* as_entry(const void* raw) { return static_cast<const Entry*>(raw); }

long two_statements(const Ledger& ledger) {
  RECRASH_FUNCTION(::recrash::by_reference(ledger));
  long total = ledger.doubled();
  return total + 1;
}
