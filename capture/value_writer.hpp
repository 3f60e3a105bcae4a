// SPDX-License-Identifier: MIT
// Async-signal-safe: writes a frame's values in the schema's Value layout.
#pragma once

#include <recrash/archive.hpp>
#include <recrash/shadow_stack.hpp>

namespace recrash::capture {

/// Writes the sequence of the record's live values (receiver first). A value whose reading
/// faults or throws is written as Unreadable; the others are unaffected.
void write_values(OutputArchive& archive, const detail::FrameRecord& record) noexcept;

}  // namespace recrash::capture
