// SPDX-License-Identifier: MIT
// Formats log messages printf-style, the format and its arguments as a caller gave them; the last
// is issue 1127's reproducer: "%.*%" takes its precision (-13) from an argument, and {fmt} 5.3
// passes it on to grisu2_prettify, which copies digits over a range that runs backwards.
#include <fmt/printf.h>

#include <cstdio>
#include <string>

int main() {
  std::printf("%s\n", fmt::sprintf("%s: %d items, %.2f%%", "queue", 42, 99.5).c_str());
  std::printf("%s\n", fmt::sprintf("%.*f", 3, 2.0 / 3).c_str());
  const int precision = -13;
  const float value = -1e19F;
  const std::string message = fmt::sprintf("%.*%", precision, value);
  std::printf("%s\n", message.c_str());
  return 0;
}
