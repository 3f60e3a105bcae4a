// SPDX-License-Identifier: MIT
// The calculator's arithmetic on whole numbers.
#pragma once

namespace calc {

/// The quotient rounded toward negative infinity, as the calculator's users expect (-7 / 2 is
/// -4). Nothing here checks the divisor.
long divide(long dividend, long divisor);

}  // namespace calc
