#include "account.hpp"

#include <stdexcept>

void Account::deposit(long cents, const std::string& memo) {
  balance_ += cents;
  last_memo_ = memo;
}

bool Account::withdraw(long cents) {
  if (cents < 0) throw std::invalid_argument("a negative withdrawal");
  if (cents > balance_) return false;
  balance_ -= cents;
  return true;
}
