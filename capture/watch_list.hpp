// SPDX-License-Identifier: MIT
// Second-chance mode's watch list: the functions whose calls are recorded. Loaded in normal
// context (start-up, configure()); the crash path adds to the state directory's copy
// (watch_list_update.hpp).

#pragma once

#include <recrash/format/watch_list.hpp>

#include <string>

namespace recrash::capture {

using format::kWatchListFileName;
using format::kWatchListHeader;

/// Replaces the watch list with the state directory's learned list plus the shipped files
/// (':'-separated paths). A file that is missing is an empty list; a file that is not a watch
/// list is reported on stderr once and ignored.
void load_watch_lists(const std::string& state_dir, const std::string& shipped);

/// Whether the function with this signature is on the watch list. Does not allocate or lock.
bool is_watched(const char* signature) noexcept;

/// What the crash path needs to rewrite the learned list: its path, a temporary name beside it,
/// and its current entries (one per line, each ending in '\n').
struct LearnedWatchList {
  std::string path;
  std::string temporary;
  std::string entries;
};
/// Null before the first load_watch_lists().
const LearnedWatchList* learned_watch_list() noexcept;

}  // namespace recrash::capture
