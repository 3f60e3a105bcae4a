// SPDX-License-Identifier: MIT
#include "branch.hpp"

namespace bank {

Branch::Branch(std::string name, Currency currency) : name_(std::move(name)), currency_(std::move(currency)) {}

Account& Branch::open(const std::string& owner, long overdraft_limit) {
  accounts_.push_back(std::make_unique<Account>(owner, currency_, overdraft_limit));
  return *accounts_.back();
}

std::string Branch::monthly_statement() const {
  std::string text = name_ + "\n";
  for (const auto& account : accounts_) text += "  " + account->statement_line() + "\n";
  return text;
}

}  // namespace bank
