// SPDX-License-Identifier: MIT
// The record ends with `;`: its last field is empty, and field_weight divides by zero (SIGFPE)
// with the cursor at the record's end. Only a cursor that points into the test's copy of the
// record stops there: a text of its own has no end to meet.
#include <weights.hpp>

#include <cstdio>

int main() {
  std::printf("%d\n", weights::total_weight("ab;cd;", 6));
  return 0;
}
