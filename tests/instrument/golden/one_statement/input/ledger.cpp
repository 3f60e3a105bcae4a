#include "ledger.hpp"

#include <algorithm>

long share(const Ledger& ledger, long parts) { return ledger.doubled() / parts; }

long balance(const std::map<std::string, long>& balances, const std::string& account) {
  return balances.at(account);
}

long lookup(std::map<std::string, long>& balances, const std::string& account) { return balances[account]; }

const Entry* as_entry(const void* raw) { return static_cast<const Entry*>(raw); }

long two_statements(const Ledger& ledger) {
  long total = ledger.doubled();
  return total + 1;
}
