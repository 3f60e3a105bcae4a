// SPDX-License-Identifier: MIT
// A bank account. Its state is private, it has no default constructor, and its lock makes it
// impossible to copy or move: the kind of class a test cannot simply build by hand.
#pragma once

#include "currency.hpp"

#include <mutex>
#include <string>
#include <vector>

namespace bank {

class Account {
 public:
  Account(std::string owner, const Currency& currency, long overdraft_limit);

  void deposit(long amount);
  void withdraw(long amount);
  /// Empties the account and forgets this month's deposits.
  void close();
  /// The average deposit. Nothing checks that there was one this month.
  long average_deposit() const;
  /// One line for the monthly statement.
  std::string statement_line() const;

 private:
  std::string owner_;
  const Currency* currency_;
  const long overdraft_limit_;
  long balance_ = 0;
  long deposited_ = 0;          ///< since the account was opened
  std::vector<long> deposits_;  ///< this month's
  mutable std::mutex lock_;
};

}  // namespace bank
