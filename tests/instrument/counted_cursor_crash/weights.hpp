// SPDX-License-Identifier: MIT
// A reader of `;`-separated fields given as counted bytes and a cursor into them, as tokenizers
// that take their input's start, its length and where they are.
#pragma once

#include <cstddef>

namespace weights {

/// The record's length over that of the field at `from`, which runs to the next `;` or to the
/// record's end. The bug: the empty field after a trailing `;` divides by zero.
int field_weight(const char* data, std::size_t size, const char* from);

/// field_weight() of each field of the record, added up.
int total_weight(const char* data, std::size_t size);

}  // namespace weights
