// SPDX-License-Identifier: MIT
// Where the last exception of each thread was thrown.
#pragma once

#include "crash/backtrace.hpp"

#include <cstdint>

namespace recrash::capture {

struct ThrowSite {
  const void* type;  ///< the std::type_info thrown
  std::uint32_t size;
  std::uint64_t pcs[kMaxBacktrace];
};

/// The calling thread's last throw, recorded while capture is on.
const ThrowSite& last_throw_site() noexcept;

/// Looks up libstdc++'s __cxa_throw once, at start-up rather than at the first throw.
void resolve_real_cxa_throw() noexcept;

}  // namespace recrash::capture
