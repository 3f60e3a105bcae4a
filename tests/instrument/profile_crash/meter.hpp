// SPDX-License-Identifier: MIT
// A meter's readings averaged, graded and given a check digit one by one: average(), grade()
// and check_digit() are called once per reading (check_digit() again on its own sum), the kind of
// function a profile (RECRASH_COUNT_CALLS) names as hot. average() is one statement, grade()
// eighteen and check_digit() twelve, but check_digit() calls itself: a function on a recursion
// keeps its hook from more than ten.
#pragma once

#include <vector>

namespace meter {

struct Reading {
  long total = 0;
  long count = 0;
};

long average(const Reading& reading);
long grade(const Reading& reading);
long check_digit(long value);
long sum_of_averages(const std::vector<Reading>& readings);

}  // namespace meter
