// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Where a failure happened, said the same way by recrash-gen (from a dump's backtrace) and by a
/// replaying test (from its own stack), so that a test checks it fails in the same place: the
/// innermost function outside the C and C++ run time, as a line the test's death test matches.

#include <string>
#include <string_view>

namespace recrash::format {

/// Whether a module is part of the C and C++ run time (libc, libstdc++, libgcc_s, libm, the
/// loader): a failure inside one (abort() of a failed assertion, a fault in memcpy) is placed at
/// its innermost caller outside it.
bool is_runtime_library(std::string_view module_path);

/// A function's name without what GCC appends for the parts of it that it compiled apart
/// (" [clone .cold]", " [clone .isra.0]", " [clone .constprop.0]"): the same function's code.
std::string without_clones(std::string_view function);

/// What a replaying test prints on stderr when it dies of a signal, before its stack:
/// "recrash replay: SIGFPE in ring::Ring<long>::put(unsigned long, long const&)".
inline constexpr std::string_view kFaultLinePrefix = "recrash replay: ";
std::string fault_line(int signal, std::string_view function);

/// What a replaying test prints on stderr when the call it replays throws what the program did
/// not catch: "recrash replay: std::out_of_range thrown in shapes::Registry::find(int) const".
std::string throw_line(std::string_view type, std::string_view function);

/// "SIGSEGV" for the signals a crash raises, "" for another.
std::string signal_name(int signal);

}  // namespace recrash::format
