// SPDX-License-Identifier: MIT
// The tokens of an expression. Their kinds are in a header of their own, included below once
// Token is defined: token_kinds.hpp uses Token without including anything.
#pragma once

namespace calc {

class Token {
 public:
  virtual ~Token() = default;
  virtual int value() const = 0;
};

}  // namespace calc

#include "token_kinds.hpp"

namespace calc {

/// What a value is divided by.
struct Scale {
  int divisor;
};

/// The first token's value divided by the second's (tokens.cpp).
int divide(const Token& numerator, const Token& denominator);

}  // namespace calc
