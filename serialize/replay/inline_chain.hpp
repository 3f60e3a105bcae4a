// SPDX-License-Identifier: MIT
// The functions inlined where an address is: a replay that fails inside code the compiler inlined
// into its caller (a header's method inlined into the caller's body) names that method too, as
// recrash-gen names it from the dump's backtrace.
#pragma once

#include <string>
#include <vector>

namespace recrash::replay {

/// The functions inlined at `address`, innermost first, demangled and without GCC's clone
/// suffixes; not the function whose code they are in (a symbol names that one best: the debug
/// information names a lambda's call operator "operator()"), and empty when nothing is inlined
/// there or the binary's debug information does not say. Only a function the debug information
/// names by its mangled name is listed (not a lambda's operator(), nor a C function). Not
/// async-signal-safe: for a test's report, where it may allocate.
std::vector<std::string> inlined_functions(const void* address);

/// Reads this program's debug information now, so that a fork of this process (a death test's
/// child) finds it read.
void read_debug_information();

}  // namespace recrash::replay
