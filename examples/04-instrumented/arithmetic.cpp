// SPDX-License-Identifier: MIT
#include "arithmetic.hpp"

namespace calc {

long divide(long dividend, long divisor) {
  long quotient = dividend / divisor;  // SIGFPE when the divisor is 0
  if ((dividend % divisor != 0) && ((dividend < 0) != (divisor < 0))) --quotient;
  return quotient;
}

}  // namespace calc
