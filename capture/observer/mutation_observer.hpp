// SPDX-License-Identifier: MIT
// The dynamic stage of the immutability analysis, in the program (RECRASH_OBSERVE_MUTATIONS):
// every monitored call's receiver and arguments are serialized at entry and again at exit, and
// a value whose bytes differ was changed by the call. The counts per hooked function are added
// to the file at exit (recrash/format/observed_mutations.hpp), for recrash-instrument
// --observed-mutations. Normal context only: this runs in the hooks, allocates and locks, and
// only when asked for; the crash path never calls it. Counting the calls alone
// (RECRASH_COUNT_CALLS) writes the same file, for recrash-instrument --profile.
#pragma once

#include <string>

namespace recrash::capture {

/// Observes the monitored calls from now on, for `path` ("" stops). With `count_only`
/// (RECRASH_COUNT_CALLS) each call is counted and its values are not serialized: the file then
/// says how often each function was called, at a fraction of the cost, and nothing of its values.
void observe_mutations(const std::string& path, bool count_only = false);

/// Adds what was observed to the file, and forgets it. Returns "" or what went wrong; the file
/// is replaced whole or not at all, and one that is not an observed-mutations file is left as is.
std::string write_observed_mutations();

}  // namespace recrash::capture
