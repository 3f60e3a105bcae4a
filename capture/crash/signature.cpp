// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio.
#include "crash/signature.hpp"

#include <cstring>

namespace recrash::capture {
namespace {

bool starts_operator(const char* p, const char* begin) noexcept {
  if (std::strncmp(p, "operator", 8) != 0) return false;
  if (p != begin && (p[-1] == '_' || (p[-1] >= 'a' && p[-1] <= 'z') || (p[-1] >= 'A' && p[-1] <= 'Z') ||
                     (p[-1] >= '0' && p[-1] <= '9'))) {
    return false;
  }
  char next = p[8];
  return !(next == '_' || (next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z') || (next >= '0' && next <= '9'));
}

}  // namespace

Text qualified_name_of(const char* signature) noexcept {
  if (signature == nullptr) return Text();
  const char* p = signature;
  const char* name_start = signature;
  int angle = 0;
  int paren = 0;
  for (; *p != '\0'; ++p) {
    if (angle == 0 && paren == 0 && starts_operator(p, signature)) {
      // Skip the operator's symbol: "operator()", "operator<<", "operator new[]".
      p += 8;
      if (*p == '(' && p[1] == ')') ++p;
      while (*p != '\0' && *p != '(') ++p;
      if (*p == '\0') break;
    }
    if (std::strncmp(p, "(anonymous namespace)", 21) == 0) {  // clang's spelling of {anonymous}
      p += 20;
      continue;
    }
    const char c = *p;
    if (c == '<')
      ++angle;
    else if (c == '>' && angle > 0)
      --angle;
    else if (c == '(' && angle == 0 && paren == 0)
      break;
    else if (c == '(')
      ++paren;
    else if (c == ')' && paren > 0)
      --paren;
    else if (c == ' ' && angle == 0 && paren == 0)
      name_start = p + 1;
  }
  // The return type ends at the last space at depth 0, except inside "operator new" & co; clang
  // writes a returned reference or pointer against the name ("Registry &store::audited(...)").
  while (name_start < p && (*name_start == '&' || *name_start == '*')) ++name_start;
  return Text(name_start, static_cast<std::size_t>(p - name_start));
}

}  // namespace recrash::capture
