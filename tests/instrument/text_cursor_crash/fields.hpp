// SPDX-License-Identifier: MIT
// A reader of "name:count" fields that moves a cursor along its text in place (`const char** rest`,
// as cparse's calculator::compile reports where it stopped).
#pragma once

namespace fields {

/// The share of 100 that each of the next field's count gets: reads the field at `*rest` up to its
/// ';' and moves `*rest` past it. The bug: a count of 0 divides by zero.
int share(const char** rest);

/// share() of every field of `text`, added up.
int total_share(const char* text);

}  // namespace fields
