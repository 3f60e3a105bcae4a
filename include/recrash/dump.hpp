// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Dumps on request, for failures the program notices itself (thesis §4.2.1.3): call
/// recrash::write_dump() where an invariant turns out false or a catch-all handler runs, and the
/// calls in flight become tests that reach the same point again.

#include <string>

namespace recrash {

/// Writes the calling thread's shadow stack to a new dump and returns its path, or an empty
/// string when capture is off or the dump could not be written (the reason goes to stderr).
/// The program goes on running.
///
/// Inside a test generated from such a dump the call writes nothing: it records that the point
/// was reached with this reason, which is what the test checks.
std::string write_dump(const std::string& reason);

}  // namespace recrash
