// SPDX-License-Identifier: MIT
// A dump for people (--show) and for crash-reporting pipelines (--json). Both show everything a
// dump holds, so a user can check it for private data before sending it.
#pragma once

#include <recrash/format/dump.hpp>

#include <string>
#include <vector>

namespace recrash::gen {

std::string show_dump(const format::Dump& dump, bool run_addr2line);
std::string dump_json(const format::Dump& dump, bool run_addr2line);

/// A watch list (recrash/format/watch_list.hpp) of the functions a second-chance run should monitor to reproduce this
/// dump's failure: those the crash added to its watch list and those on its crashing thread.
std::string watch_list(const format::Dump& dump);

/// The value as a person reads it: the exact literal for primitives, strings and null pointers,
/// else the program's rendering, else what kind of value it is.
std::string describe_value(const format::Value& value);
/// For value `value` of `frames[frame]` that is an object another value of its frame saved
/// (`a.merge(a)`), or an earlier frame did: how the two are one ("the same object as 'this'",
/// "points to an object that 'list' reaches", "the same object as frame 0's 'this'"), naming
/// its frame's values by `names`; "" for any other value.
std::string shared_object_note(const std::vector<format::Frame>& frames, std::size_t frame, std::size_t value,
                               const std::vector<std::string>& names);

/// Why a frame other than a call in flight is in the dump ("an exception had left it"); "" for a
/// call in flight.
std::string frame_state_note(format::FrameState state);

}  // namespace recrash::gen
