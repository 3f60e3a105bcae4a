#include <cstring>
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

// Its pack is only read: listed as ::recrash::by_reference(parts)..., the pack expanded outside.
template <class... Parts>
int width_of(int columns, const Parts&... parts) {
  int total = 0;
  ((total += static_cast<int>(std::strlen(parts))), ...);
  return total / columns;
}

int report(int columns) {
  return width_of(columns, "name", "size");
}
