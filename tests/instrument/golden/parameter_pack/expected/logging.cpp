// Instrumented by recrash-instrument from logging.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#include <recrash/frame.hpp>
#line 1 "@INPUT@/logging.cpp"
#include <sstream>
#include <string>


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 4
template <class... Parts>
std::string join(const Parts&... parts) { RECRASH_ENTRY(1, FUNCTION, parts...) return [&](decltype(parts)&... parts) RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_FUNCTION(1, parts...);
#line 5

  std::ostringstream out;
  ((out << parts << ' '), ...);
  return out.str();
}(parts...); RECRASH_TWIN_END
#line 5

  std::ostringstream out;
  ((out << parts << ' '), ...);
  return out.str();
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 9



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 11
int printf_like(const char* format, ...) {
  RECRASH_FUNCTION(::recrash::by_reference(format));
#line 12
  return format[0];
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 13



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 15
std::string describe(int code) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(code)) return [&](decltype(code) code) RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(code));
#line 15

  return join("code", code);
}(code); RECRASH_TWIN_END
#line 15

  return join("code", code);
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 17

