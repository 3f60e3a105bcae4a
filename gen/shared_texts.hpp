// SPDX-License-Identifier: MIT
// The C strings of one frame that are places in one text (a parser's begin and end).
#pragma once

#include <recrash/format/dump.hpp>

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace recrash::gen {

/// Where a C string value of a frame points in the one array its test declares for the values
/// that point into the same text: `parse(const char* begin, const char* end)`, whose end the dump
/// saved as the end of begin's text (format::ValueKind::TextTail).
struct SharedText {
  std::string array;           ///< the array's name
  bool declares = false;       ///< this value's lines declare the array
  std::size_t text_frame = 0;  ///< the value whose text the array holds
  std::size_t text_value = 0;
  std::size_t offset = 0;  ///< where this value points in the array
};

/// Where, relative to the first character of the text (a CString or String value) that value
/// `value` of frame `frame` ends as, that value's characters start (negative: before it), and
/// which value that text is; nothing when the value holds no text.
struct TextPlace {
  std::size_t frame = 0;
  std::size_t value = 0;
  long long start = 0;
};
std::optional<TextPlace> text_place(const std::vector<format::Frame>& frames, std::size_t frame, std::size_t value);

/// The values of frame `frame` that share a text with another of its values, each as SharedText:
/// only `char*` values (not a cursor, `const char**`, nor an array); the first of each text's
/// values declares its array, named for it (`names`, one per value, + "_text").
std::map<std::size_t, SharedText> shared_texts(const std::vector<format::Frame>& frames, std::size_t frame,
                                               const std::vector<std::string>& names);

}  // namespace recrash::gen
