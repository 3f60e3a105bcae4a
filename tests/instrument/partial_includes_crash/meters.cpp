// SPDX-License-Identifier: MIT
#include <limits>

#include "meters.hpp"

namespace meters {

Meter::~Meter() = default;

int Dial::reading() const {
  if (needle_ > std::numeric_limits<int>::max()) return std::numeric_limits<int>::max();
  if (needle_ < std::numeric_limits<int>::min()) return std::numeric_limits<int>::min();
  return static_cast<int>(needle_);
}

int share_of(const Meter& meter, int total) {
  const int units = clamped(&meter);
  return total / units;
}

}  // namespace meters
