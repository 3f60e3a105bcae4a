// Instrumented by recrash-instrument from lines.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "lines.hpp"
#include <recrash/frame.hpp>
#line 1 "@INPUT@/lines.cpp"
#include "lines.hpp"

AT_LINE("lines.cpp", 3);

void Meter::add(const Point& p)
{ RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(p)) return [&](::recrash::detail::Reentry, decltype(p)& p) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(p)); RECRASH_REENTER(1); return this->Meter::add(p); }({}, p); RECRASH_TWIN_END
#line 6

  AT_LINE("lines.cpp", 7);  // in both bodies
  total_ += p.x + p.y;
}

AT_LINE("lines.cpp", 11);

int counted(int step) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(step)) return [&](::recrash::detail::Reentry, decltype(step) step) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(step)); RECRASH_REENTER(2); return (counted)(step); }({}, step); RECRASH_TWIN_END
#line 13

  static int calls = 0;  // one body: the hook gets a line of its own
  AT_LINE("lines.cpp", 15);
  calls += step;
  return calls;
}

AT_LINE("lines.cpp", 20);

int scaled(const Point& p, int by) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(p), ::recrash::by_reference(by)) return [&](::recrash::detail::Reentry, decltype(p)& p, decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(p), ::recrash::by_reference(by)); RECRASH_REENTER(3); return (scaled)(p, by); }({}, p, by); RECRASH_TWIN_END
#line 22
 AT_LINE("lines.cpp", 22); return (p.x + p.y) * by; }

AT_LINE("lines.cpp", 24);
