// Instrumented by recrash-instrument from handlers.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/handlers.cpp"
#define DEFINE_HANDLER(name) \
  int handle_##name(int code) { return code + 1; }
#define BODY_START {

DEFINE_HANDLER(open)
DEFINE_HANDLER(close)

int handle_read(int code) BODY_START
  return code * 2;
}


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 12
int handle_write(int code) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(code)) return [&](decltype(code) code) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(code));
#line 12

  return handle_open(code) + handle_close(code) + handle_read(code);
}(code); RECRASH_TWIN_END
#line 12

  return handle_open(code) + handle_close(code) + handle_read(code);
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 14

