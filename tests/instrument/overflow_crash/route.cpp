// SPDX-License-Identifier: MIT
#include "route.hpp"

namespace route {
namespace {

/// Minutes from `leg` to the end of its chain, one call per leg (the sum is not a tail call, so
/// no optimizer turns the recursion into a loop).
long minutes_from(const Leg* leg) {
  if (leg == nullptr) return 0;
  const long rest = minutes_from(leg->next);
  return rest > 1000 ? rest : rest + leg->minutes;
}

}  // namespace

Route::Route(int legs) {
  for (int i = 0; i < legs; ++i) {
    Leg* leg = new Leg{10 + i, nullptr};  // a route lives as long as the program
    if (last_ != nullptr) {
      last_->next = leg;
    } else {
      first_ = leg;
    }
    last_ = leg;
  }
}

void Route::close_loop() {
  if (last_ != nullptr) last_->next = first_;
}

long Route::duration() const { return minutes_from(first_); }

}  // namespace route
