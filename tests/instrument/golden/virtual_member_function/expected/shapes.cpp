// Instrumented by recrash-instrument from shapes.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "shapes.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/shapes.cpp"
#include "shapes.hpp"

void Shape::scale(double factor) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(factor)) return [&](decltype(factor) factor) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(factor));
#line 3

  factor_ *= factor;
}(factor); RECRASH_TWIN_END
#line 3

  factor_ *= factor;
}

double Circle::area() const { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> double { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, );
#line 7

  return 3.14159 * radius_ * radius_ * factor_ * factor_;
}(); RECRASH_TWIN_END
#line 7

  return 3.14159 * radius_ * radius_ * factor_ * factor_;
}

void Circle::scale(double factor) { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(factor)) return [&](decltype(factor) factor) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(3, ::recrash::by_reference(factor));
#line 11

  Shape::scale(factor);
  radius_ *= factor;
}(factor); RECRASH_TWIN_END
#line 11

  Shape::scale(factor);
  radius_ *= factor;
}

// Added by recrash-instrument: the polymorphic classes above, registered with cereal so that a
// pointer to a base saves and loads the object's own class.
#ifndef RECRASH_POLYMORPHIC_shapes_cpp
#define RECRASH_POLYMORPHIC_shapes_cpp
RECRASH_POLYMORPHIC_TYPE(::Circle, ::Shape)
#endif

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(double);
