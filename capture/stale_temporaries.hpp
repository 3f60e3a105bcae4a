// SPDX-License-Identifier: MIT
// Start-up code, not the crash path: removes the temporaries of dump writers that were killed.
#pragma once

namespace recrash::capture {

/// Removes <dump dir>/<program>-<UTC time>-<pid>.tmp files (the name write_dump_file writes
/// under before it renames) whose process is gone and which were last written a minute ago or
/// more: what a writer killed mid-dump (SIGKILL, power loss) left. Anything else is left alone.
void remove_stale_temporaries(const char* dump_dir, const char* program) noexcept;

}  // namespace recrash::capture
