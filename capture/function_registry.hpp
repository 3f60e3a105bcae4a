// SPDX-License-Identifier: MIT
// The hooked functions that have run at least once, with the machine code each hook sits in.
// Filled in normal context (a function's first call); read by the crash path without locks.
#pragma once

#include <recrash/detail/shadow_stack.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace recrash::capture {

inline constexpr std::size_t kMaxFunctions = std::size_t{1} << 16;

struct FunctionRegistry {
  std::atomic<std::size_t> count;  ///< entries claimed; an entry may still be null while it is filled
  std::atomic<detail::FunctionDescriptor*> entries[kMaxFunctions];
  std::atomic<std::size_t> dropped;  ///< functions that found the registry full
};

FunctionRegistry& function_registry() noexcept;

/// Makes every registered function decide again on its next call, after configure() changed the
/// mode or the watch list.
void reset_function_states() noexcept;

/// Whether `pc` lies in the code a function's hook was inlined into.
inline bool code_contains(const detail::FunctionDescriptor& function, std::uintptr_t pc) noexcept {
  return function.code_begin <= pc && pc < function.code_end;
}

/// Whether `pc` lies in any of a function's code: its hook's, or its unmonitored entry's.
inline bool function_contains(const detail::FunctionDescriptor& function, std::uintptr_t pc) noexcept {
  return code_contains(function, pc) || (function.entry_begin <= pc && pc < function.entry_end);
}

}  // namespace recrash::capture
