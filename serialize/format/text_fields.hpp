// SPDX-License-Identifier: MIT
// Fields of the line-based text files recrash's stages pass each other (observed mutations,
// test names): splitting and numbers.
#pragma once

#include <algorithm>
#include <charconv>
#include <string>
#include <string_view>
#include <vector>

namespace recrash::format::text_fields {

/// Splits at `separator`, keeping empty fields.
inline std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> fields;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find(separator, start);
    fields.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return fields;
    start = end + 1;
  }
}

/// A whole field as a number.
template <class Number>
bool parse_number(std::string_view text, Number& out) {
  const char* end = text.data() + text.size();
  auto [next, error] = std::from_chars(text.data(), end, out);
  return error == std::errc() && next == end && !text.empty();
}

/// A field as it may be written: a tab or a line break in it would end it.
inline std::string one_field(std::string field) {
  std::replace_if(
      field.begin(), field.end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }, ' ');
  return field;
}

/// Calls `on_line(number, line)` for each line after the first that is neither empty nor a
/// comment, and returns what it complains of, "line N: ...", or a complaint about the first
/// line when it is not `header`.
template <class OnLine>
std::string each_line(std::string_view text, std::string_view header, std::string_view what, OnLine on_line) {
  const std::vector<std::string_view> lines = split(text, '\n');
  std::string_view first = lines.front();
  if (!first.empty() && first.back() == '\r') first.remove_suffix(1);
  if (first != header) {
    return "not " + std::string(what) + ": its first line must be \"" + std::string(header) + "\"";
  }
  for (std::size_t i = 1; i < lines.size(); ++i) {
    std::string_view line = lines[i];
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    if (std::string error = on_line(line); !error.empty()) return "line " + std::to_string(i + 1) + ": " + error;
  }
  return "";
}

}  // namespace recrash::format::text_fields
