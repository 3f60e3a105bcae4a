// SPDX-License-Identifier: MIT
// Structure-aware mutations of a dump: a field of a valid dump changed, a record added, removed or
// repeated, then the dump written again, so that mutants get past the reader's checks and reach
// the generator (byte flips mostly stop at the reader).
#pragma once

#include <recrash/format/dump.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>

namespace recrash::fuzz {

/// Changes the bytes of a string field; libFuzzer's own byte mutator in the fuzz target.
using StringMutator = void (*)(std::string& text, std::size_t max_size);

/// Applies one to four random structural mutations to `dump`.
void mutate_dump(format::Dump& dump, std::mt19937& random, StringMutator mutate_bytes);

}  // namespace recrash::fuzz
