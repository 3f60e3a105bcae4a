// SPDX-License-Identifier: MIT
// A branch holds its accounts and writes the monthly statement.
#pragma once

#include "account.hpp"

#include <memory>
#include <string>
#include <vector>

namespace bank {

class Branch {
 public:
  Branch(std::string name, Currency currency);
  Branch(const Branch&) = delete;
  Branch& operator=(const Branch&) = delete;

  Account& open(const std::string& owner, long overdraft_limit);
  /// The statement of every account.
  std::string monthly_statement() const;

 private:
  std::string name_;
  Currency currency_;
  std::vector<std::unique_ptr<Account>> accounts_;
};

}  // namespace bank
