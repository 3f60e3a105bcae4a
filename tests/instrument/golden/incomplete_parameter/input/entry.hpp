#pragma once

#include "slot.hpp"

namespace slots {

struct Entry {
  int weight = 1;
};

inline int weigh_twice(const Entry& entry, Slot& slot) {  // both complete here: recorded
  return 2 * Slot::weigh(entry) + slot.bump(slot, 0);
}

}  // namespace slots
