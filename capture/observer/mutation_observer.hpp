// SPDX-License-Identifier: MIT
// The dynamic stage of the immutability analysis, in the program (RECRASH_OBSERVE_MUTATIONS):
// every monitored call's receiver and arguments are serialized at entry and again at exit, and
// a value whose bytes differ was changed by the call. The counts per hooked function are added
// to the file at exit (recrash/format/observed_mutations.hpp), for recrash-instrument
// --observed-mutations. Normal context only: this runs in the hooks, allocates and locks, and
// only when asked for; the crash path never calls it.
#pragma once

#include <string>

namespace recrash::capture {

/// Observes the monitored calls from now on, for `path` ("" stops).
void observe_mutations(const std::string& path);

/// Adds what was observed to the file, and forgets it. Returns "" or what went wrong; the file
/// is replaced whole or not at all, and one that is not an observed-mutations file is left as is.
std::string write_observed_mutations();

}  // namespace recrash::capture
