// Instrumented by recrash-instrument from point.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "point.hpp"
#include <recrash/frame.hpp>
#line 1 "@INPUT@/point.cpp"
#include "point.hpp"

void Point::move_by(int dx, int dy) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(dx), ::recrash::by_reference(dy)) return [&](::recrash::detail::Reentry, decltype(dx) dx, decltype(dy) dy) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(dx), ::recrash::by_reference(dy)); RECRASH_REENTER(1); return this->Point::move_by(dx, dy); }({}, dx, dy); RECRASH_TWIN_END
#line 3

  x_ += dx;
  y_ += dy;
}

void Version::bump() { RECRASH_ENTRY(2, METHOD, ) return [&](::recrash::detail::Reentry) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(2, ); RECRASH_REENTER(2); return this->Version::bump(); }({}); RECRASH_TWIN_END
#line 8
 ++number_; }

void relabel(Label& label, const std::string& text) { RECRASH_ENTRY(3, FUNCTION, label, ::recrash::by_reference(text)) return [&](::recrash::detail::Reentry, decltype(label)& label, decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(3, label, ::recrash::by_reference(text)); RECRASH_REENTER(3); return (relabel)(label, text); }({}, label, text); RECRASH_TWIN_END
#line 10

  label.text = text;
  ++label.size;
}
