// Instrumented by recrash-instrument from units.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/units.cpp"
#include "units.hpp"

constexpr int square(int n) {
  return n * n;
}

consteval int cube(int n) {
  return n * n * n;
}


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 11
long buffer_bytes(int blocks) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(blocks)) return [&](decltype(blocks) blocks) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(blocks));
#line 11

  static_assert(square(4) == 16);
  return kilobytes(blocks) + Size{2048}.in_kilobytes();
}(blocks); RECRASH_TWIN_END
#line 11

  static_assert(square(4) == 16);
  return kilobytes(blocks) + Size{2048}.in_kilobytes();
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 14

