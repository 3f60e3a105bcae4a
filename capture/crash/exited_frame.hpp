// SPDX-License-Identifier: MIT
// Async-signal-safe: finds the record of a call whose hook had already exited when the call
// crashed. An optimizer may move a trapping computation whose result is only returned
// (`return a / b;`) below the hook's exit, since the hook's stores do not depend on it; the
// crashing call has then left the shadow stack, though its record and its hook's slots are
// intact in the stack memory of the still-running function.
#pragma once

#include <recrash/detail/shadow_stack.hpp>

#include <cstdint>

namespace recrash::capture {

inline constexpr std::uint32_t kMaxExitedFrameSlots = 32;

/// Where the crash happened: the faulting instruction and the stack memory of its function.
struct CrashSite {
  std::uint64_t pc = 0;
  std::uint64_t frame_low = 0;   ///< the function's stack pointer
  std::uint64_t frame_high = 0;  ///< its caller's stack pointer
};

/// A copy of an exited call's record whose values are read where they live (the hook's copies
/// were destroyed at its exit), as references: their state at the crash.
struct ExitedFrame {
  detail::FrameRecord record;
  detail::ValueSlot slots[kMaxExitedFrameSlots];
};

/// Fills `out` and returns true when the record just above the top of `stack` belongs to the
/// function `site.pc` is in, and its slots lie in that function's stack memory and point to
/// genuine value traits. Reads memory that may be stale, under a fault guard.
bool find_exited_frame(const detail::ShadowStack& stack, const CrashSite& site, ExitedFrame& out) noexcept;

}  // namespace recrash::capture
