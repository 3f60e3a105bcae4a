// SPDX-License-Identifier: MIT
#include "source.hpp"

#include <sstream>

namespace pebble {

namespace {

std::string located(Location where, const std::string& message) {
  return std::to_string(where.line) + ":" + std::to_string(where.column) + ": " + message;
}

}  // namespace

ScriptError::ScriptError(Location where, const std::string& message)
    : std::runtime_error(located(where, message)), where_(where) {}

SourceText::SourceText(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {
  line_starts_.push_back(0);
  for (std::size_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n' && i + 1 < text_.size()) line_starts_.push_back(i + 1);
  }
}

std::string_view SourceText::line(int line) const {
  if (line < 1 || line > line_count()) return {};
  std::size_t start = line_starts_[static_cast<std::size_t>(line - 1)];
  std::size_t end = text_.find('\n', start);
  if (end == std::string::npos) end = text_.size();
  return std::string_view(text_).substr(start, end - start);
}

std::string SourceText::diagnostic(const ScriptError& error) const {
  std::ostringstream out;
  out << name_ << ':' << error.what() << '\n';
  std::string_view text = line(error.where().line);
  if (!text.empty()) {
    out << "  " << text << '\n' << "  ";
    int column = error.where().column;
    for (int i = 1; i < column && static_cast<std::size_t>(i - 1) < text.size(); ++i) {
      out << (text[static_cast<std::size_t>(i - 1)] == '\t' ? '\t' : ' ');
    }
    out << "^\n";
  }
  return out.str();
}

}  // namespace pebble
