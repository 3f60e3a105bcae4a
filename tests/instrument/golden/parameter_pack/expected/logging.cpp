// Instrumented by recrash-instrument from logging.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/logging.cpp"
#include <cstring>
#include <sstream>
#include <string>


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 5
template <class... Parts>
std::string join(const Parts&... parts) { RECRASH_ENTRY(1, FUNCTION, parts...) return [&](decltype(parts)&... parts) RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_FUNCTION(1, parts...);
#line 6

  std::ostringstream out;
  ((out << parts << ' '), ...);
  return out.str();
}(parts...); RECRASH_TWIN_END
#line 6

  std::ostringstream out;
  ((out << parts << ' '), ...);
  return out.str();
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 10



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 12
int printf_like(const char* format, ...) {
  RECRASH_FUNCTION(::recrash::by_reference(format));
#line 13
  return format[0];
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 14



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 16
std::string describe(int code) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(code)) return [&](decltype(code) code) RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(code));
#line 16

  return join("code", code);
}(code); RECRASH_TWIN_END
#line 16

  return join("code", code);
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 18


// Its pack is only read: listed as ::recrash::by_reference(parts)..., the pack expanded outside.

#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 21
template <class... Parts>
int width_of(int columns, const Parts&... parts) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(columns), ::recrash::by_reference(parts)...) return [&](decltype(columns) columns, decltype(parts)&... parts) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(columns), ::recrash::by_reference(parts)...);
#line 22

  int total = 0;
  ((total += static_cast<int>(std::strlen(parts))), ...);
  return total / columns;
}(columns, parts...); RECRASH_TWIN_END
#line 22

  int total = 0;
  ((total += static_cast<int>(std::strlen(parts))), ...);
  return total / columns;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 26



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 28
int report(int columns) { RECRASH_ENTRY(4, FUNCTION, ::recrash::by_reference(columns)) return [&](decltype(columns) columns) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(4, ::recrash::by_reference(columns));
#line 28

  return width_of(columns, "name", "size");
}(columns); RECRASH_TWIN_END
#line 28

  return width_of(columns, "name", "size");
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 30

