// SPDX-License-Identifier: MIT
// Backslash escapes in string literals: the lexer reads them, repr() writes them back.
#pragma once

#include <optional>

namespace pebble {

/// The character `\c` stands for in a string literal (`n` gives a newline), if `c` names one of
/// the single-character escapes. `\xHH` is read by the lexer itself.
std::optional<char> unescape(char c);

/// The escape repr() writes for `c`: "\\n" for a newline, "\\\"" for a double quote; nullptr for a
/// character that is written as it is.
const char* escape_sequence(char c);

/// Whether `c` is a printable ASCII character (space to tilde).
bool is_printable(char c);

}  // namespace pebble
