// SPDX-License-Identifier: MIT
// Shares 100 among the units of a dial whose needle rests at zero: SIGFPE in meters::share_of.
#include <limits>

#include <cstdio>
#include <memory>

#include "meters.hpp"

int main() {
  const std::unique_ptr<meters::Meter> dial = std::make_unique<meters::Dial>(0);
  std::printf("%d\n", meters::share_of(*dial, 100));
  return 0;
}
