// SPDX-License-Identifier: MIT
// A class whose inline methods use some of its members: their hooks copy those members only
// (used fields), in every unit that includes this header. The code that saves each such copy is
// compiled by one source of the library (the copy is named as a type,
// recrash::detail::UsedFieldsCopy<Tank, ...>), and the other sources refer to it.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace tanks {

inline constexpr int kHoursPerDay = 24;

class Tank {
 public:
  Tank(std::string name, int litres, int hours) : name_(std::move(name)), litres_(litres), hours_(hours) {}

  /// What the tank can give each hour left of the day: divides by zero once it has run all day.
  /// Counts the times it was asked (a mutable member, which the copy holds as it is, not const).
  int litres_per_hour_left() const {
    ++queries_;
    return litres_ / (kHoursPerDay - hours_);
  }
  /// Takes `litres` out, logging the level it had.
  void drain(int litres) {
    history_.push_back(litres_);
    litres_ -= litres;
  }
  const std::string& name() const { return name_; }

 private:
  std::string name_;
  int litres_;
  int hours_;
  std::vector<int> history_;
  mutable int queries_ = 0;
};

/// The tanks' rates added up (rates.cpp).
int total_rate(const std::vector<Tank>& tanks);
/// "name: N l/h" (labels.cpp).
std::string describe(const Tank& tank);
/// Drains `litres` from each tank (labels.cpp).
void drain_all(std::vector<Tank>& tanks, int litres);

}  // namespace tanks
