// SPDX-License-Identifier: MIT
// Async-signal-safe: the one entry point of the crash path, shared by the signal handler, the
// terminate handler and requested dumps.
#pragma once

#include "crash/backtrace.hpp"
#include "crash/exited_frame.hpp"
#include "crash/value_writer.hpp"

#include <recrash/archive.hpp>
#include <recrash/detail/shadow_stack.hpp>
#include <recrash/format/schema.hpp>

#include <cstddef>
#include <cstdint>

namespace recrash::capture {

struct CrashInfo {
  format::FailureKind kind = format::FailureKind::Signal;
  int signal = 0;
  int code = 0;
  std::uint64_t address = 0;
  const char* exception_type = "";  ///< mangled
  const char* message = "";
  void* ucontext = nullptr;                  ///< for signals: where the fault happened
  const std::uint64_t* backtrace = nullptr;  ///< for exceptions: the throw site
  std::uint32_t backtrace_size = 0;
  bool all_threads = true;  ///< pause and dump every registered thread, not only the caller
};

/// Memory a report is assembled in: reserved once, since the crash path cannot allocate and the
/// alternate signal stack is too small for it.
struct ReportWorkspace {
  ByteBuffer buffer;
  std::uint64_t pcs[kMaxBacktrace];
  ResolvedBacktrace resolved;
  const detail::FunctionDescriptor* watch[kMaxBacktrace];  ///< second chance: functions to watch
  ExitedFrame exited;                                      ///< the crashing call, when its hook had exited first
  FrameTables tables;                                      ///< the numbering of the objects of the frame being written
  WrittenBefore before;  ///< what the thread's frames wrote that later ones may repeat
};

/// The workspace of the crash path proper (signals, terminate); requested dumps bring their own.
ReportWorkspace& crash_workspace() noexcept;

/// Writes a dump of the calling thread's shadow stack to a new file in the dump directory.
/// On success returns true with the file's path in `path`; on failure prints one line on stderr.
bool write_crash_report(const CrashInfo& info, ReportWorkspace& workspace, char* path,
                        std::size_t path_capacity) noexcept;

}  // namespace recrash::capture
