// SPDX-License-Identifier: MIT
// Meters read through a pointer to their base. Not self-contained on purpose: it uses
// std::numeric_limits and leaves <limits> to whoever includes it (meters.cpp, main.cpp).
#pragma once

#include <string>

namespace meters {

class Meter {
 public:
  virtual ~Meter();
  virtual int reading() const = 0;
};

/// A dial that reads its needle's position, clamped to what an int holds.
class Dial final : public Meter {
 public:
  explicit Dial(long needle) : needle_(needle) {}
  int reading() const override;

 private:
  long needle_;
};

/// The reading of `meter` clamped to [0, max()], or max() when there is none.
inline int clamped(const Meter* meter) {
  if (meter == nullptr) return std::numeric_limits<int>::max();
  const int value = meter->reading();
  return value < 0 ? 0 : value;
}

/// How much of `total` each of the meter's units gets; divides by zero for a meter that reads 0.
int share_of(const Meter& meter, int total);

}  // namespace meters
