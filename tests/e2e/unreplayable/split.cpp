// SPDX-License-Identifier: MIT
// The only monitored function is one no test can call: it is in an anonymous namespace.
#include "split.hpp"

#include <recrash/recrash.hpp>

namespace {

int share(int total, int people) {
  RECRASH_FUNCTION(total, people);
  return total / people;  // no one to pay: division by zero
}

}  // namespace

namespace bills {

int split(int total, int people) { return share(total, people); }

}  // namespace bills
