// SPDX-License-Identifier: MIT
#include "tokens.hpp"

// The arithmetic, in a fragment of this file that uses tokens.hpp's classes without including it.
#include "arithmetic.inc"

namespace calc {

int divide(const Token& numerator, const Token& denominator) {
  const Scale scale{denominator.value()};
  return per(numerator, &scale);
}

}  // namespace calc
