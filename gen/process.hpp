// SPDX-License-Identifier: MIT
// Running other programs (addr2line, cmake, the generated tests) without a shell.
#pragma once

#include <string>
#include <vector>

namespace recrash::gen {

struct ProcessResult {
  bool started = false;
  int exit_status = -1;  ///< the exit status, or 128 + the signal that killed it
  std::string output;    ///< stdout, and stderr too when asked for
};

/// Runs argv[0] (searched in PATH) with `argv`, waits, and returns what it printed.
ProcessResult run_process(const std::vector<std::string>& argv, bool merge_stderr = false);

}  // namespace recrash::gen
