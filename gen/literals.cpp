// SPDX-License-Identifier: MIT
#include "literals.hpp"

#include <algorithm>
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

namespace {

/// How many bytes the UTF-8 character at `at` takes (1 to 4), and its code point; 0 bytes when
/// the byte there does not start a well-formed character.
std::size_t utf8_character(const std::string& text, std::size_t at, char32_t& code_point) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  std::size_t length = 0;
  if (lead < 0x80) {
    code_point = lead;
    return 1;
  }
  if (lead >= 0xc2 && lead <= 0xdf) {
    length = 2, code_point = lead & 0x1fu;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3, code_point = lead & 0x0fu;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4, code_point = lead & 0x07u;
  } else {
    return 0;
  }
  if (text.size() - at < length) return 0;
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(at + i) & 0xc0u) != 0x80) return 0;
    code_point = code_point << 6 | (byte(at + i) & 0x3fu);
  }
  static constexpr char32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};  // shorter would be overlong
  if (code_point < kLeast[length] || code_point > 0x10ffff || (code_point >= 0xd800 && code_point <= 0xdfff)) return 0;
  return length;
}

bool is_control(char32_t code_point) { return code_point < 0x20 || (code_point >= 0x7f && code_point < 0xa0); }

}  // namespace

std::string comment_text(const std::string& text, std::size_t limit) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    if (out.size() >= limit) {
      out += "...";
      break;
    }
    const auto c = static_cast<unsigned char>(text[i]);
    char32_t code_point = 0;
    const std::size_t length = utf8_character(text, i, code_point);
    if (c == '\n' || c == '\r') {
      out += ' ';
    } else if (c == '/' && !out.empty() && out.back() == '*') {
      out += " /";
    } else if (length == 0) {  // not UTF-8: the file stays valid UTF-8
      char escape[8];
      std::snprintf(escape, sizeof(escape), "\\x%02x", c);
      out += escape;
    } else if (is_control(code_point)) {
      out += '?';  // C1 controls included, which some terminals obey
    } else {
      out.append(text, i, length);
    }
    i += std::max<std::size_t>(length, 1);
  }
  if (!out.empty() && out.back() == '\\') out += ' ';  // would continue the comment's line
  return out;
}

std::string terminal_text(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    char32_t code_point = 0;
    const std::size_t length = utf8_character(text, i, code_point);
    if (text[i] == '\\') {
      out += "\\\\";
    } else if (length != 0 && !is_control(code_point)) {
      out.append(text, i, length);
    } else {
      for (std::size_t b = 0; b < std::max<std::size_t>(length, 1); ++b) {
        char escape[8];
        std::snprintf(escape, sizeof(escape), "\\x%02x", static_cast<unsigned char>(text[i + b]));
        out += escape;
      }
    }
    i += std::max<std::size_t>(length, 1);
  }
  return out;
}

std::string signed_literal(std::int64_t value) {
  if (value == std::numeric_limits<std::int64_t>::min()) return "(-9223372036854775807LL - 1)";
  return std::to_string(value) + (value > 2147483647 || value < -2147483647 ? "LL" : "");
}

std::string unsigned_literal(std::uint64_t value) {
  return std::to_string(value) + "u" + (value > 0xffffffffu ? "LL" : "");
}

std::string floating_literal(double value) {
  if (std::isnan(value)) return "std::numeric_limits<double>::quiet_NaN()";
  if (std::isinf(value))
    return value > 0 ? "std::numeric_limits<double>::infinity()" : "-std::numeric_limits<double>::infinity()";
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
}  // namespace recrash::gen
