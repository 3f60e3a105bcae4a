// Instrumented by recrash-instrument from shapes.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "shapes.hpp"
#include <recrash/frame.hpp>
#line 1 "@INPUT@/shapes.cpp"
#include "shapes.hpp"

void Shape::scale(double factor) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(factor)) return [&](::recrash::detail::Reentry, decltype(factor) factor) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(factor)); RECRASH_REENTER(1); return this->Shape::scale(factor); }({}, factor); RECRASH_TWIN_END
#line 3

  factor_ *= factor;
}

double Circle::area() const { RECRASH_ENTRY(2, METHOD, ) return [&](::recrash::detail::Reentry) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, ); RECRASH_REENTER(2); return this->Circle::area(); }({}); RECRASH_TWIN_END
#line 7

  return 3.14159 * radius_ * radius_ * factor_ * factor_;
}

void Circle::scale(double factor) { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(factor)) return [&](::recrash::detail::Reentry, decltype(factor) factor) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(3, ::recrash::by_reference(factor)); RECRASH_REENTER(3); return this->Circle::scale(factor); }({}, factor); RECRASH_TWIN_END
#line 11

  Shape::scale(factor);
  radius_ *= factor;
}
