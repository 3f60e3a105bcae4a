// SPDX-License-Identifier: MIT
// A currency: its code and how many minor units make one major unit.
#pragma once

#include <string>

namespace bank {

class Currency {
 public:
  Currency(std::string code, int minor_units);

  const std::string& code() const { return code_; }
  /// "12.34 EUR" for 1234 minor units.
  std::string format(long amount) const;

 private:
  std::string code_;
  int minor_units_;
};

}  // namespace bank
