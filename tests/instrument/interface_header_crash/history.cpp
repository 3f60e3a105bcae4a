// SPDX-License-Identifier: MIT
#include "history.hpp"

#include <ring/ring.hpp>

namespace history {

long record(std::size_t depth, long reading) {
  ring::Ring<long> readings(depth);
  readings.put(static_cast<std::size_t>(reading), reading);
  return readings.get(static_cast<std::size_t>(reading));
}

}  // namespace history
