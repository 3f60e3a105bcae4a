// SPDX-License-Identifier: MIT
// Monitored either by recrash_instrument(), which writes the hooks into a copy of this file, or
// (TAB_HAND_HOOKS) by the hooks written here by hand.
#define RECRASH_DECLARING_HEADER "tab.hpp"
#include "tab.hpp"

#include "hooks.hpp"
#include "share.hpp"

#include <algorithm>

namespace tab {

void Tab::order(const std::string& guest, int cents) {
  TAB_METHOD_HOOK(guest, cents);
  if (std::find(seated_.begin(), seated_.end(), guest) == seated_.end()) seated_.push_back(guest);
  total_ += cents;
}

void Tab::leave(const std::string& guest) {
  TAB_METHOD_HOOK(guest);
  seated_.erase(std::remove(seated_.begin(), seated_.end(), guest), seated_.end());
}

int Tab::perGuest(int cents) const {
  TAB_METHOD_HOOK(cents);
  return share_of(cents, static_cast<int>(seated_.size()));
}

int settle(const Tab& tab, int tipPercent) {
  TAB_FUNCTION_HOOK(tab, tipPercent);
  const int withTip = tab.total() + tab.total() * tipPercent / 100;
  return tab.perGuest(withTip);
}

}  // namespace tab
