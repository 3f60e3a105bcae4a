// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

namespace history {

/// Keeps the last `depth` readings in a ring (the header-only library of vendor/ring).
long record(std::size_t depth, long reading);

}  // namespace history
