// SPDX-License-Identifier: MIT
// Dispatches jobs until the budget is spent; the next dispatch divides by the budget left
// (SIGFPE in Worker::run, called by Crew::dispatch).
#include <crew.hpp>

#include <iostream>

int main() {
  crew::Quota quota(12);
  crew::Crew crew(quota);
  crew.hire("ada");
  crew.hire("lin");
  for (int round = 0; round < 4; ++round) std::cout << "started " << crew.dispatch(6) << "\n";
  return 0;
}
