// SPDX-License-Identifier: MIT
#include "fields.hpp"

namespace fields {

int share(const char** rest) {
  const char* p = *rest;
  while (*p != ':' && *p != '\0') ++p;
  int count = 0;
  if (*p == ':') ++p;
  while (*p >= '0' && *p <= '9') count = count * 10 + (*p++ - '0');
  const int each = 100 / count;  // SIGFPE on a count of 0
  // Where the cursor goes depends on the quotient (an odd one skips a field), so no optimizer
  // stores it before dividing: at the crash the cursor is where the call found it.
  if (*p == ';') ++p;
  if (each % 2 == 1) {
    while (*p != ';' && *p != '\0') ++p;
    if (*p == ';') ++p;
  }
  *rest = p;
  return each;
}

int total_share(const char* text) {
  int total = 0;
  for (const char* rest = text; *rest != '\0';) total += share(&rest);
  return total;
}

}  // namespace fields
