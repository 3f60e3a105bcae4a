// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

namespace meter {

/// Average of the readings taken every `stride` samples; a stride of 0 divides by zero.
class Sampler {
 public:
  explicit Sampler(int stride) : stride_(stride) {}
  int average(const std::vector<int>& samples) const;

 private:
  int stride_;
};

}  // namespace meter
