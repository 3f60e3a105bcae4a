// SPDX-License-Identifier: MIT
// Counts the lists of a bracketed text such as "[1, [2, 3], []]".
#pragma once

#include <cstddef>
#include <string_view>

namespace brackets {

/// Where a parser is in its text.
class Cursor {
 public:
  explicit Cursor(std::string_view text) : text_(text) {}

  bool done() const { return position_ >= text_.size(); }
  char peek() const { return done() ? '\0' : text_[position_]; }
  void advance() { ++position_; }

 private:
  std::string_view text_;
  std::size_t position_ = 0;
};

/// Parses by recursive descent: a value is a list or a number, a list holds values. Nothing
/// limits how deep lists nest, so a text that nests them deep enough runs the stack out.
class Parser {
 public:
  explicit Parser(Cursor& cursor) : cursor_(cursor) {}

  /// The lists in the value at the cursor, the cursor moved past it.
  long value();

 private:
  long list();

  Cursor& cursor_;
  long values_ = 0;
};

/// The lists in `text`, or -1 when it is not one value.
long count_lists(std::string_view text);

}  // namespace brackets
