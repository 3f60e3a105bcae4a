// SPDX-License-Identifier: MIT
#include "share.hpp"

#include "hooks.hpp"

namespace tab {

int share_of(int cents, int guests) {
  TAB_FUNCTION_HOOK(cents, guests);
  int share = cents / guests;  // SIGFPE once everybody has left
  if (cents % guests != 0) ++share;
  return share;
}

}  // namespace tab
