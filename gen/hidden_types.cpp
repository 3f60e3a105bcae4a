// SPDX-License-Identifier: MIT
#include "hidden_types.hpp"

#include <algorithm>
#include <vector>

namespace recrash::gen {
namespace {

bool identifier_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/// Whether `name` starts at `at` in `code` as a whole name: not the tail of a longer identifier or
/// qualified name ("X::Parser::Token"), and not followed by more of an identifier.
bool whole_name_at(const std::string& code, std::size_t at, const std::string& name) {
  if (code.compare(at, name.size(), name) != 0) return false;
  if (at > 0 && identifier_char(code[at - 1])) return false;
  if (at >= 2 && code[at - 1] == ':' && code[at - 2] == ':' && at >= 3 && identifier_char(code[at - 3])) return false;
  const std::size_t end = at + name.size();
  return end == code.size() || !identifier_char(code[end]);
}

}  // namespace

std::string respell_hidden_types(const std::string& code, const std::set<std::string>& hidden,
                                 AccessDeclarations& access) {
  if (hidden.empty()) return code;
  // Longest first: "A::B::C" is replaced whole before "A::B" could take its start.
  std::vector<const std::string*> names;
  for (const std::string& name : hidden) {
    if (code.find(name) != std::string::npos) names.push_back(&name);
  }
  if (names.empty()) return code;
  std::sort(names.begin(), names.end(),
            [](const std::string* a, const std::string* b) { return a->size() > b->size(); });
  std::string out;
  out.reserve(code.size());
  char quote = 0;  // inside a string or character literal: its quote
  for (std::size_t at = 0; at < code.size();) {
    const char c = code[at];
    if (quote != 0) {
      out += c;
      if (c == '\\' && at + 1 < code.size()) {
        out += code[at + 1];
        at += 2;
        continue;
      }
      if (c == quote) quote = 0;
      ++at;
      continue;
    }
    if (c == '"' || c == '\'') {
      quote = c;
      out += c;
      ++at;
      continue;
    }
    const auto found = std::find_if(names.begin(), names.end(),
                                    [&](const std::string* name) { return whole_name_at(code, at, *name); });
    if (found != names.end()) {
      // "::Parser::Token" at global scope: the alias is global too.
      out += access.alias_for(**found);
      at += (*found)->size();
      continue;
    }
    out += c;
    ++at;
  }
  return out;
}

}  // namespace recrash::gen
