// Instrumented by recrash-instrument from logging.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#include <recrash/frame.hpp>
#include <sstream>
#include <string>

template <class... Parts>
std::string join(const Parts&... parts) {
  std::ostringstream out;
  ((out << parts << ' '), ...);
  return out.str();
}

int printf_like(const char* format, ...) {
  RECRASH_FUNCTION(::recrash::by_reference(format));
  return format[0];
}

std::string describe(int code) {
  RECRASH_FUNCTION(::recrash::by_reference(code));
  return join("code", code);
}
