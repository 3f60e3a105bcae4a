// Instrumented by recrash-instrument from lines.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "lines.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/lines.cpp"
#include "lines.hpp"

AT_LINE("lines.cpp", 3);

void Meter::add(const Point& p)
{ RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(p)) return [&](decltype(p)& p) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(p));
#line 6

  AT_LINE("lines.cpp", 7);  // in both bodies
  total_ += p.x + p.y;
}(p); RECRASH_TWIN_END
#line 6

  AT_LINE("lines.cpp", 7);  // in both bodies
  total_ += p.x + p.y;
}

AT_LINE("lines.cpp", 11);


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 13
auto counted(int step) {
  RECRASH_FUNCTION(::recrash::by_reference(step));
#line 14
  static int calls = 0;  // one body (its type is deduced): the hook gets a line of its own
  AT_LINE("lines.cpp", 15);
  calls += step;
  return calls;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 18


AT_LINE("lines.cpp", 20);


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 22
int scaled(const Point& p, int by) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(p), ::recrash::by_reference(by)) return [&](decltype(p)& p, decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(p), ::recrash::by_reference(by));
#line 22
 AT_LINE("lines.cpp", 22); return (p.x + p.y) * by; }(p, by); RECRASH_TWIN_END
#line 22
 AT_LINE("lines.cpp", 22); return (p.x + p.y) * by; }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 22


AT_LINE("lines.cpp", 24);

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(Meter);
