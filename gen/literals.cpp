// SPDX-License-Identifier: MIT
#include "literals.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace recrash::gen {

std::string string_literal(const std::string& bytes) {
  std::string out = "\"";
  for (unsigned char c : bytes) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c >= 0x20 && c < 0x7f && c != '?') {  // '?' too: no trigraph-like surprises
      out += static_cast<char>(c);
    } else {
      char escape[8];
      std::snprintf(escape, sizeof(escape), "\\%03o", c);  // octal: never eats the next char
      out += escape;
    }
  }
  return out + "\"";
}

std::string comment_text(const std::string& text, std::size_t limit) {
  std::string out;
  for (unsigned char c : text) {
    if (out.size() >= limit) {
      out += "...";
      break;
    }
    if (c == '\n' || c == '\r') {
      out += ' ';
    } else if (c == '/' && !out.empty() && out.back() == '*') {
      out += ' ';
      out += '/';
    } else if (c < 0x20 || c == 0x7f) {
      out += '?';
    } else {
      out += static_cast<char>(c);
    }
  }
  if (!out.empty() && out.back() == '\\') out += ' ';  // would continue the comment's line
  return out;
}

std::string signed_literal(std::int64_t value) {
  if (value == std::numeric_limits<std::int64_t>::min()) return "(-9223372036854775807LL - 1)";
  return std::to_string(value) + (value > 2147483647 || value < -2147483647 ? "LL" : "");
}

std::string unsigned_literal(std::uint64_t value) { return std::to_string(value) + "u" + (value > 0xffffffffu ? "LL" : ""); }

std::string floating_literal(double value) {
  if (std::isnan(value)) return "std::numeric_limits<double>::quiet_NaN()";
  if (std::isinf(value)) return value > 0 ? "std::numeric_limits<double>::infinity()" : "-std::numeric_limits<double>::infinity()";
  char text[64];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(text, sizeof(text), "%.*g", precision, value);
    if (std::strtod(text, nullptr) == value) break;
  }
  std::string out = text;
  if (out.find_first_of(".en") == std::string::npos) out += ".0";
  return out;
}

namespace {
template <class T>
T payload_as(const format::Value& value) {
  T out{};
  std::memcpy(&out, value.payload.data(), std::min(sizeof(out), value.payload.size()));
  return out;
}
}  // namespace

std::int64_t payload_signed(const format::Value& value) { return payload_as<std::int64_t>(value); }
std::uint64_t payload_unsigned(const format::Value& value) { return payload_as<std::uint64_t>(value); }
double payload_floating(const format::Value& value) { return payload_as<double>(value); }
std::string payload_string(const format::Value& value) {
  return value.payload.size() >= sizeof(std::uint64_t) ? value.payload.substr(sizeof(std::uint64_t)) : std::string();
}

}  // namespace recrash::gen
