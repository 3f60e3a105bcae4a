// SPDX-License-Identifier: MIT
#include "figures-inl.h"

namespace figures {

int mean_area(const int* sides, int count) { return total_area(sides, count) / count; }

}  // namespace figures
