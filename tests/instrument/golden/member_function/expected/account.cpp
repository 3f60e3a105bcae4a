// Instrumented by recrash-instrument from account.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "account.hpp"
#include <recrash/frame.hpp>
#include "account.hpp"

void Account::deposit(long cents, const std::string& memo) {
  RECRASH_METHOD(::recrash::by_reference(cents), ::recrash::by_reference(memo));
  balance_ += cents;
  last_memo_ = memo;
}

bool Account::withdraw(long cents) {
  RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::field<0>(this->balance_)), ::recrash::by_reference(cents));
  if (cents > balance_) return false;
  balance_ -= cents;
  return true;
}
