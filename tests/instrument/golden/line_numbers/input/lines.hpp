// Compiler messages and debug information must name the original file at its own line numbers:
// every AT_LINE(n) below is a static_assert that fails to compile if the instrumented copy's
// presumed file or line is not the original's.
#pragma once

constexpr bool ends_with(const char* text, const char* tail) {
  const char* t = text;
  const char* u = tail;
  while (*t != '\0') ++t;
  while (*u != '\0') ++u;
  while (u != tail && t != text && *(t - 1) == *(u - 1)) --t, --u;
  return u == tail;
}

#define AT_LINE(file, n) static_assert(__LINE__ == (n) && ends_with(__FILE__, "input/" file), "moved")

struct Point { int x = 0; int y = 0; };  // a serializer goes in before this brace, on this line
AT_LINE("lines.hpp", 18);

class Meter {
 public:
  void add(const Point& p);
  int total() const { return total_; }

 private:
  int total_ = 0;
};  // a serializer goes in above this line
AT_LINE("lines.hpp", 28);
