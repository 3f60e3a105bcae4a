// SPDX-License-Identifier: MIT
// Async-signal-safe: raw return addresses and the modules they fall in, for offline symbolizing.
#pragma once

#include <recrash/format/schema.hpp>

#include <cstdint>

namespace recrash::capture {

inline constexpr std::uint32_t kMaxBacktrace = 128;
inline constexpr std::uint32_t kMaxModules = 64;

/// Walks the stack from the interrupted context of a signal handler (`ucontext` non-null) or from
/// the caller, leaving out the caller's `skip` innermost frames. Returns the number of addresses
/// written, innermost first.
std::uint32_t capture_backtrace(void* ucontext, std::uint64_t* pcs, std::uint32_t max, std::uint32_t skip = 0) noexcept;

/// The stack memory of the interrupted function of a signal handler's `ucontext`: from its stack
/// pointer up to its caller's. Returns false when the context cannot be unwound.
bool interrupted_frame_extent(void* ucontext, std::uint64_t& low, std::uint64_t& high) noexcept;

struct ModuleInfo {
  char path[512];
  std::uint64_t bias;  ///< what to subtract from an address to get the ELF's virtual address
  char build_id[41];
};

struct ResolvedBacktrace {
  ModuleInfo modules[kMaxModules];
  std::uint32_t module_count;
  format::Address addresses[kMaxBacktrace];
  std::uint32_t address_count;
};

/// Finds each address's module in /proc/self/maps and reads the module's build id from memory.
void resolve_backtrace(const std::uint64_t* pcs, std::uint32_t count, ResolvedBacktrace& out) noexcept;

}  // namespace recrash::capture
