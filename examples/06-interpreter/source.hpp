// SPDX-License-Identifier: MIT
// Where things are in a Pebble program, and the error a script is stopped with.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace pebble {

/// A position in a source text, both counted from 1.
struct Location {
  int line = 1;
  int column = 1;
};

/// What went wrong in a script: a syntax error, a name that is not defined, a call with the wrong
/// arguments. The interpreter reports it and stops the script; the host program carries on.
class ScriptError : public std::runtime_error {
 public:
  ScriptError(Location where, const std::string& message);

  Location where() const { return where_; }

 private:
  Location where_;
};

/// A named source text with the offsets of its lines, to quote a line in a diagnostic.
class SourceText {
 public:
  SourceText(std::string name, std::string text);

  const std::string& name() const { return name_; }
  const std::string& text() const { return text_; }
  int line_count() const { return static_cast<int>(line_starts_.size()); }

  /// The text of line `line` (from 1) without its newline; empty past the end.
  std::string_view line(int line) const;

  /// "name:3:7: error: message", the line, and a caret under the column.
  std::string diagnostic(const ScriptError& error) const;

 private:
  std::string name_;
  std::string text_;
  std::vector<std::size_t> line_starts_;
};

}  // namespace pebble
