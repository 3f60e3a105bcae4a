// SPDX-License-Identifier: MIT
// Instrumenting one source in a child process, so that a construct the tool does not handle (a
// crash, an assertion of Clang's) costs that source's hooks and never the user's build.
#pragma once

#include <llvm/ADT/STLFunctionalExtras.h>
#include <llvm/ADT/StringRef.h>

#include <string>

namespace recrash::instrument {

/// Notes what the tool is working on ("hooking YAML::Parser::HandleNode"), for the line that
/// reports a failure. RECRASH_INSTRUMENT_TEST_CRASH=<text> in the environment makes the tool die
/// of SIGSEGV when what it works on contains that text (for tests of the fallback).
void working_on(llvm::StringRef what);

struct IsolatedOutcome {
  bool succeeded = false;
  std::string why;  ///< "died of SIGSEGV while hooking Parser::parse", "stopped with status 1"
};

/// Runs `work` in a child process and says how it ended: succeeded when it returned 0.
IsolatedOutcome run_isolated(llvm::function_ref<int()> work);

}  // namespace recrash::instrument
