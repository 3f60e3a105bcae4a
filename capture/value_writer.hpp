// SPDX-License-Identifier: MIT
// Async-signal-safe: writes a frame's values in the schema's Value layout.
#pragma once

#include <recrash/archive.hpp>
#include <recrash/shadow_stack.hpp>

namespace recrash::capture {

/// Where the values of a frame number the objects they save whole: too large for the alternate
/// signal stack (a sanitizer's may be 32 KiB), so the caller provides them (the report's
/// workspace; a frame being frozen, on its thread's own stack).
struct FrameTables {
  SavedObjectsOf<kFrameObjects> frame;
  SavedObjectsOf<kValueObjects> receiver;  ///< a used-fields receiver's object, saved whole again
};

/// Writes the sequence of the record's live values (receiver first). A value whose reading
/// faults or throws is written as Unreadable; the others are unaffected.
void write_values(OutputArchive& archive, const detail::FrameRecord& record, FrameTables& tables) noexcept;

}  // namespace recrash::capture
