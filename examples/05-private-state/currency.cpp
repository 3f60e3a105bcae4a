// SPDX-License-Identifier: MIT
#include "currency.hpp"

#include <cstdlib>

namespace bank {

Currency::Currency(std::string code, int minor_units) : code_(std::move(code)), minor_units_(minor_units) {}

std::string Currency::format(long amount) const {
  const long major = amount / minor_units_;
  const long minor = std::labs(amount % minor_units_);
  return std::to_string(major) + "." + (minor < 10 ? "0" : "") + std::to_string(minor) + " " + code_;
}

}  // namespace bank
