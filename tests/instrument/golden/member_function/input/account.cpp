#include "account.hpp"

void Account::deposit(long cents, const std::string& memo) {
  balance_ += cents;
  last_memo_ = memo;
}

bool Account::withdraw(long cents) {
  if (cents > balance_) return false;
  balance_ -= cents;
  return true;
}
