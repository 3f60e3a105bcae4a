// SPDX-License-Identifier: MIT
#include "text.hpp"

#include "escapes.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pebble::text {

std::string quote(const std::string& text) {
  std::string out;
  out.reserve(text.size() + 2);
  out += '"';
  for (char c : text) {
    if (is_printable(c) && c != '"' && c != '\\') {
      out += c;
    } else {
      // The lexer reads only the escapes escape_sequence() writes, so every other character
      // has one.
      out += escape_sequence(c);
    }
  }
  out += '"';
  return out;
}

std::string format_number(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  char buffer[32];
  for (int precision = 15; precision <= 17; ++precision) {
    std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  std::string out = buffer;
  if (out.find_first_of(".e") == std::string::npos) out += ".0";
  return out;
}

std::string join(const std::vector<std::string>& parts, const std::string& separator) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i != 0) out += separator;
    out += parts[i];
  }
  return out;
}

std::vector<std::string> split(const std::string& text, const std::string& separator) {
  std::vector<std::string> parts;
  if (separator.empty()) {
    for (char c : text) parts.emplace_back(1, c);
    return parts;
  }
  std::size_t start = 0;
  while (true) {
    std::size_t found = text.find(separator, start);
    if (found == std::string::npos) {
      parts.push_back(text.substr(start));
      return parts;
    }
    parts.push_back(text.substr(start, found - start));
    start = found + separator.size();
  }
}

std::string trim(const std::string& text) {
  auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  auto first = std::find_if_not(text.begin(), text.end(), is_space);
  auto last = std::find_if_not(text.rbegin(), text.rend(), is_space).base();
  return first < last ? std::string(first, last) : std::string();
}

std::string to_upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

std::string to_lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::string pad(const std::string& text, long width) {
  std::size_t target = static_cast<std::size_t>(std::labs(width));
  if (text.size() >= target) return text;
  std::string spaces(target - text.size(), ' ');
  return width < 0 ? spaces + text : text + spaces;
}

std::string repeat(const std::string& text, std::size_t count) {
  std::string out;
  out.reserve(text.size() * count);
  for (std::size_t i = 0; i < count; ++i) out += text;
  return out;
}

std::string replace_all(const std::string& text, const std::string& from, const std::string& to) {
  std::string out;
  std::size_t start = 0;
  while (true) {
    std::size_t found = text.find(from, start);
    if (found == std::string::npos) break;
    out.append(text, start, found - start);
    out += to;
    start = found + from.size();
  }
  out.append(text, start, std::string::npos);
  return out;
}

}  // namespace pebble::text
