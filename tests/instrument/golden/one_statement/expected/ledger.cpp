// Instrumented by recrash-instrument from ledger.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/ledger.cpp"
#include "ledger.hpp"

#include <algorithm>


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 5
long share(const Ledger& ledger, long parts) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(ledger), ::recrash::by_reference(parts)) return [&](decltype(ledger)& ledger, decltype(parts) parts) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(ledger), ::recrash::by_reference(parts));
#line 5
 return ledger.doubled() / parts; }(ledger, parts); RECRASH_TWIN_END
#line 5
 return ledger.doubled() / parts; }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 5


long balance(const std::map<std::string, long>& balances, const std::string& account) {
  return balances.at(account);
}


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 11
long lookup(std::map<std::string, long>& balances, const std::string& account) { RECRASH_ENTRY(2, FUNCTION, balances, ::recrash::by_reference(account)) return [&](decltype(balances)& balances, decltype(account)& account) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(2, balances, ::recrash::by_reference(account));
#line 11
 return balances[account]; }(balances, account); RECRASH_TWIN_END
#line 11
 return balances[account]; }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 11


const Entry* as_entry(const void* raw) { return static_cast<const Entry*>(raw); }

namespace {

#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 16
long halved(long amount) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(amount)) return [&](decltype(amount) amount) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(amount));
#line 16

  if (amount < 0) return -(-amount / 2);
  return amount / 2;
}(amount); RECRASH_TWIN_END
#line 16

  if (amount < 0) return -(-amount / 2);
  return amount / 2;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 19

}  // namespace

// Hooked: the only call it makes is to a function no test can call.

#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 23
long half_share(long amount) { RECRASH_ENTRY(4, FUNCTION, ::recrash::by_reference(amount)) return [&](decltype(amount) amount) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(4, ::recrash::by_reference(amount));
#line 23
 return halved(amount); }(amount); RECRASH_TWIN_END
#line 23
 return halved(amount); }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 23


// Left alone: a multiplication through an overloaded `*`.
Money interest(const Money& money, long rate) { return money * rate; }

// Hooked: it calls a function that does not return, as a failed assertion does.

#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 29
void must_be_positive(long cents) { RECRASH_ENTRY(5, FUNCTION, ::recrash::by_reference(cents)) return [&](::recrash::detail::Reentry, decltype(cents) cents) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(5, ::recrash::by_reference(cents)); RECRASH_REENTER(5); return (must_be_positive)(cents); }({}, cents); RECRASH_TWIN_END
#line 29
 assert(cents > 0); }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 29


// Left alone: more statements, but nothing they run (doubled(), its arithmetic) can fault.
long two_statements(const Ledger& ledger) {
  long total = ledger.doubled();
  return total + 1;
}

// Hooked: share() divides.

#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 38
long two_shares(const Ledger& ledger) { RECRASH_ENTRY(6, FUNCTION, ::recrash::by_reference(ledger)) return [&](decltype(ledger)& ledger) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(6, ::recrash::by_reference(ledger));
#line 38

  long one = share(ledger, 2);
  return one + one;
}(ledger); RECRASH_TWIN_END
#line 38

  long one = share(ledger, 2);
  return one + one;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 41


// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(Ledger);
RECRASH_INSTANTIATE_VALUE(const Entry *);
RECRASH_INSTANTIATE_VALUE(const long *);
RECRASH_INSTANTIATE_VALUE(int);
RECRASH_INSTANTIATE_VALUE(long);
RECRASH_INSTANTIATE_VALUE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
RECRASH_INSTANTIATE_VALUE(unsigned long);
