// SPDX-License-Identifier: MIT
// C++ literals for the values a dump holds: exact, and escaped so no dump can inject code.
#pragma once

#include <recrash/format/dump.hpp>

#include <cstdint>
#include <string>

namespace recrash::gen {

/// A string literal for `bytes`: printable ASCII as is, everything else as octal escapes.
std::string string_literal(const std::string& bytes);
/// A comment-safe rendering: no line breaks, no "*/", no control character (a C1 one in UTF-8
/// included: each becomes '?'), each byte that is not part of UTF-8 as \xHH (the file stays valid
/// UTF-8), about `limit` bytes at most, cut between characters.
std::string comment_text(const std::string& text, std::size_t limit = 160);
/// `text` as it may be printed whole on one line of a terminal or a text file: each control
/// character (below 0x20, DEL, a C1 control in UTF-8) and each byte that is not part of UTF-8 as
/// \xHH, a backslash as \\, everything else as it is. No NUL ends it early, no escape sequence
/// reaches the terminal, no line break starts another line.
std::string terminal_text(const std::string& text);

std::string signed_literal(std::int64_t value);
std::string unsigned_literal(std::uint64_t value);
/// The shortest decimal that reads back as exactly `value`, or a numeric_limits expression.
std::string floating_literal(double value);

/// Decodes a literal kind's payload; the reader has already checked its size.
std::int64_t payload_signed(const format::Value& value);
std::uint64_t payload_unsigned(const format::Value& value);
double payload_floating(const format::Value& value);

}  // namespace recrash::gen
