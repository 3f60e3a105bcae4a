// Instrumented by recrash-instrument from account.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "account.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/account.cpp"
#include "account.hpp"

#include <stdexcept>

void Account::deposit(long cents, const std::string& memo) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(cents), ::recrash::by_reference(memo)) return [&](decltype(cents) cents, decltype(memo)& memo) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(cents), ::recrash::by_reference(memo));
#line 5

  balance_ += cents;
  last_memo_ = memo;
}(cents, memo); RECRASH_TWIN_END
#line 5

  balance_ += cents;
  last_memo_ = memo;
}

bool Account::withdraw(long cents) { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(cents)) return [&](decltype(cents) cents) RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_METHOD_USED_FIELDS(2, ::recrash::used_fields(this, ::recrash::field<0>(this->balance_)), ::recrash::by_reference(cents));
#line 10

  if (cents < 0) throw std::invalid_argument("a negative withdrawal");
  if (cents > balance_) return false;
  balance_ -= cents;
  return true;
}(cents); RECRASH_TWIN_END
#line 10

  if (cents < 0) throw std::invalid_argument("a negative withdrawal");
  if (cents > balance_) return false;
  balance_ -= cents;
  return true;
}
