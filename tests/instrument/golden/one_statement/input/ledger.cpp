#include "ledger.hpp"

#include <algorithm>

long share(const Ledger& ledger, long parts) { return ledger.doubled() / parts; }

long balance(const std::map<std::string, long>& balances, const std::string& account) {
  return balances.at(account);
}

long lookup(std::map<std::string, long>& balances, const std::string& account) { return balances[account]; }

const Entry* as_entry(const void* raw) { return static_cast<const Entry*>(raw); }

namespace {
long halved(long amount) {
  if (amount < 0) return -(-amount / 2);
  return amount / 2;
}
}  // namespace

// Hooked: the only call it makes is to a function no test can call.
long half_share(long amount) { return halved(amount); }

// Left alone: a multiplication through an overloaded `*`.
Money interest(const Money& money, long rate) { return money * rate; }

// Hooked: it calls a function that does not return, as a failed assertion does.
void must_be_positive(long cents) { assert(cents > 0); }

// Left alone: more statements, but nothing they run (doubled(), its arithmetic) can fault.
long two_statements(const Ledger& ledger) {
  long total = ledger.doubled();
  return total + 1;
}

// Hooked: share() divides.
long two_shares(const Ledger& ledger) {
  long one = share(ledger, 2);
  return one + one;
}
