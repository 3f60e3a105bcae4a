// SPDX-License-Identifier: MIT
#define RECRASH_DECLARING_HEADER "random_crash.hpp"
#include "random_crash.hpp"

#include <recrash/recrash.hpp>

#include <cctype>
#include <cstdio>

std::string RandomCrash::hexAbs(int x) {
  RECRASH_METHOD(x);
  char digits[16];
  const char* result = nullptr;
  if (x > 0) {
    std::snprintf(digits, sizeof(digits), "%x", static_cast<unsigned>(x));
    result = digits;
  } else if (x < 0) {
    std::snprintf(digits, sizeof(digits), "%x", 0u - static_cast<unsigned>(x));
    result = digits;
  }
  return toUpperCase(result);  // the bug: x == 0 leaves result null
}

std::string RandomCrash::toUpperCase(const char* s) {
  RECRASH_METHOD(s);
  std::string upper;
  for (const char* p = s; *p != '\0'; ++p) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(*p)));
  return upper;
}
