// SPDX-License-Identifier: MIT
// A restaurant tab shared by a table of guests, split evenly among those still seated.
#pragma once

#include <string>
#include <vector>

namespace tab {

class Tab {
 public:
  void order(const std::string& guest, int cents);
  void leave(const std::string& guest);
  int total() const { return total_; }

  /// What each seated guest pays toward `cents`, rounded up to the next cent. Nothing here
  /// checks that anyone is still seated.
  int perGuest(int cents) const;

  template <class Archive>
  void serialize(Archive& archive) {
    archive(seated_, total_);
  }

 private:
  std::vector<std::string> seated_;
  int total_ = 0;
};

/// Each seated guest's share of the total plus a tip.
int settle(const Tab& tab, int tipPercent);

}  // namespace tab
