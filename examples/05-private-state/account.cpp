// SPDX-License-Identifier: MIT
#include "account.hpp"

#include <stdexcept>

namespace bank {

Account::Account(std::string owner, const Currency& currency, long overdraft_limit)
    : owner_(std::move(owner)), currency_(&currency), overdraft_limit_(overdraft_limit) {}

void Account::deposit(long amount) {
  std::lock_guard<std::mutex> hold(lock_);
  if (amount <= 0) throw std::invalid_argument("a deposit must be positive");
  balance_ += amount;
  deposited_ += amount;
  deposits_.push_back(amount);
}

void Account::withdraw(long amount) {
  std::lock_guard<std::mutex> hold(lock_);
  if (balance_ - amount < -overdraft_limit_) throw std::runtime_error(owner_ + ": over the overdraft limit");
  balance_ -= amount;
}

void Account::close() {
  std::lock_guard<std::mutex> hold(lock_);
  balance_ = 0;
  deposits_.clear();
}

long Account::average_deposit() const {
  std::lock_guard<std::mutex> hold(lock_);
  // The bug: the lifetime total over this month's count (it should sum deposits_).
  return deposited_ / static_cast<long>(deposits_.size());
}

std::string Account::statement_line() const {
  return owner_ + ": " + currency_->format(balance_) + ", average deposit " + currency_->format(average_deposit());
}

}  // namespace bank
