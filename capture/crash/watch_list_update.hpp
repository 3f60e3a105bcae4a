// SPDX-License-Identifier: MIT
// Async-signal-safe: second-chance mode's crash path. Finds the hooked functions on the crash's
// backtrace and adds them to the state directory's watch list.
#pragma once

#include "runtime.hpp"

#include <recrash/detail/shadow_stack.hpp>

#include <cstdint>

namespace recrash::capture {

/// The hooked functions whose code the backtrace passes through and that are not monitored yet,
/// innermost first, each once; at most `max`. `pcs[0]` is the faulting instruction, the others
/// return addresses.
std::uint32_t unwatched_functions_on(const std::uint64_t* pcs, std::uint32_t count,
                                     const detail::FunctionDescriptor** out, std::uint32_t max) noexcept;

/// Rewrites the learned watch list with `added` appended (temporary file, fsync, rename), and
/// says so on stderr unless quiet. Returns false, after one line on stderr, if it cannot.
bool add_to_watch_list(const RuntimeState& state, const detail::FunctionDescriptor* const* added,
                       std::uint32_t count) noexcept;

}  // namespace recrash::capture
