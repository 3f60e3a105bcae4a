#include <sstream>
#include <string>

template <class... Parts>
std::string join(const Parts&... parts) {
  std::ostringstream out;
  ((out << parts << ' '), ...);
  return out.str();
}

int printf_like(const char* format, ...) {
  return format[0];
}

std::string describe(int code) {
  return join("code", code);
}
