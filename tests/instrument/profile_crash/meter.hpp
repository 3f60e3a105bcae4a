// SPDX-License-Identifier: MIT
// A meter's readings averaged one by one: average() is small and called once per reading, the
// kind of function a profile (RECRASH_COUNT_CALLS) names as hot.
#pragma once

#include <vector>

namespace meter {

struct Reading {
  long total = 0;
  long count = 0;
};

long average(const Reading& reading);
long sum_of_averages(const std::vector<Reading>& readings);

}  // namespace meter
