// SPDX-License-Identifier: MIT
#include "gauges.hpp"
#include "window.hpp"  // so that recrash_instrument copies it, as a library's own header

#include <utility>

namespace gauges {

Series::Series(std::string unit) : unit_(std::move(unit)) {}

void Series::add(int sample) {
  if (sample >= 0) samples_.push_back(sample);
}

}  // namespace gauges
