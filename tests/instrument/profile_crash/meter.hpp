// SPDX-License-Identifier: MIT
// A meter's readings averaged and graded one by one: average() and grade() are called once per
// reading, the kind of function a profile (RECRASH_COUNT_CALLS) names as hot; average() is one
// statement, grade() eighteen, enough work per call to pay for its hook.
#pragma once

#include <vector>

namespace meter {

struct Reading {
  long total = 0;
  long count = 0;
};

long average(const Reading& reading);
long grade(const Reading& reading);
long sum_of_averages(const std::vector<Reading>& readings);

}  // namespace meter
