// SPDX-License-Identifier: MIT
// Why a crash in a header's function may have no monitored frame, for recrash-gen's message when
// a dump has none.
#pragma once

#include "symbolizer.hpp"

#include <string>
#include <vector>

namespace recrash::gen {

/// When the innermost frame of the program's own code (past the standard library's and the
/// system's) is a function of a header, a hint saying why its call may have gone unrecorded (the
/// calling unit read the header itself, not recrash's copy of it) and what to do; "" otherwise.
/// `frames` is the crashing thread's symbolized backtrace, innermost first.
std::string unhooked_header_hint(const std::vector<SymbolizedFrame>& frames);

}  // namespace recrash::gen
