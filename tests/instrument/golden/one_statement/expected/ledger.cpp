// Instrumented by recrash-instrument from ledger.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#include <recrash/frame.hpp>
#line 1 "@INPUT@/ledger.cpp"
#include "ledger.hpp"

#include <algorithm>

long share(const Ledger& ledger, long parts) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(ledger), ::recrash::by_reference(parts)) return [&](decltype(ledger)& ledger, decltype(parts) parts) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(ledger), ::recrash::by_reference(parts));
#line 5
 return ledger.doubled() / parts; }(ledger, parts); RECRASH_TWIN_END
#line 5
 return ledger.doubled() / parts; }

long balance(const std::map<std::string, long>& balances, const std::string& account) {
  return balances.at(account);
}

long lookup(std::map<std::string, long>& balances, const std::string& account) { RECRASH_ENTRY(2, FUNCTION, balances, ::recrash::by_reference(account)) return [&](decltype(balances)& balances, decltype(account)& account) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(2, balances, ::recrash::by_reference(account));
#line 11
 return balances[account]; }(balances, account); RECRASH_TWIN_END
#line 11
 return balances[account]; }

const Entry* as_entry(const void* raw) { return static_cast<const Entry*>(raw); }

namespace {
long halved(long amount) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(amount)) return [&](decltype(amount) amount) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(amount));
#line 16

  if (amount < 0) return -(-amount / 2);
  return amount / 2;
}(amount); RECRASH_TWIN_END
#line 16

  if (amount < 0) return -(-amount / 2);
  return amount / 2;
}
}  // namespace

// Hooked: the only call it makes is to a function no test can call.
long half_share(long amount) { RECRASH_ENTRY(4, FUNCTION, ::recrash::by_reference(amount)) return [&](decltype(amount) amount) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(4, ::recrash::by_reference(amount));
#line 23
 return halved(amount); }(amount); RECRASH_TWIN_END
#line 23
 return halved(amount); }

long two_statements(const Ledger& ledger) { RECRASH_ENTRY(5, FUNCTION, ::recrash::by_reference(ledger)) return [&](decltype(ledger)& ledger) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(5, ::recrash::by_reference(ledger));
#line 25

  long total = ledger.doubled();
  return total + 1;
}(ledger); RECRASH_TWIN_END
#line 25

  long total = ledger.doubled();
  return total + 1;
}
