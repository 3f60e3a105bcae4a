// SPDX-License-Identifier: MIT
// A reader of comma-separated fields given as a range of characters, [begin, end), as parsers that
// take a pointer to their input's start and one past its end are (jsoncpp's CharReader::parse).
#pragma once

#include <string>

namespace csv {

/// The width of each field past the record's three keys: the range's characters over their number.
/// The bug: a record of exactly three fields divides by zero.
int value_width(const char* begin, const char* end);

/// value_width() of each line of `text`, added up.
int total_width(const std::string& text);

}  // namespace csv
