// SPDX-License-Identifier: MIT
// String helpers shared by the printer, repr() and the string builtins.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace pebble::text {

/// `text` in double quotes with the characters that need it escaped, as a string literal that
/// reads back as `text`.
std::string quote(const std::string& text);

/// A float the way Pebble prints it: shortest form that reads back, always with a '.' or an
/// exponent ("3.0", "0.1", "1e+100").
std::string format_number(double value);

std::string join(const std::vector<std::string>& parts, const std::string& separator);

/// The pieces of `text` between occurrences of `separator`; an empty separator splits into
/// characters.
std::vector<std::string> split(const std::string& text, const std::string& separator);

/// `text` without leading and trailing spaces, tabs and line breaks.
std::string trim(const std::string& text);

std::string to_upper(std::string text);
std::string to_lower(std::string text);

/// `text` padded with spaces on the right (or left, for a negative width) to |width| characters.
std::string pad(const std::string& text, long width);

/// `text` repeated `count` times.
std::string repeat(const std::string& text, std::size_t count);

/// Replaces every occurrence of `from` in `text` by `to`; `from` must not be empty.
std::string replace_all(const std::string& text, const std::string& from, const std::string& to);

}  // namespace pebble::text
