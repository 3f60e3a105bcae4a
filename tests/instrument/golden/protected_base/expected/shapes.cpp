// Instrumented by recrash-instrument from shapes.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "shapes.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/shapes.cpp"
#include "shapes.hpp"

#include <cmath>

Rectangle::Rectangle(double width, double height) : Shape("rectangle"), width_(width), height_(height) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(width), ::recrash::by_reference(height)) { [&](decltype(width) width, decltype(height) height) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(width), ::recrash::by_reference(height));
#line 5

  sides_ = 4;
}(width, height); return; } RECRASH_TWIN_END
#line 5

  sides_ = 4;
}

double Rectangle::area() const { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> double { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, );
#line 9
 return width_ * height_; }(); RECRASH_TWIN_END
#line 9
 return width_ * height_; }

double Square::diagonal() const { RECRASH_ENTRY(3, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> double { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, );
#line 11
 return std::sqrt(2.0) * width_; }(); RECRASH_TWIN_END
#line 11
 return std::sqrt(2.0) * width_; }

// Added by recrash-instrument: the polymorphic classes above, registered with cereal so that a
// pointer to a base saves and loads the object's own class.
#ifndef RECRASH_POLYMORPHIC_shapes_cpp
#define RECRASH_POLYMORPHIC_shapes_cpp
RECRASH_POLYMORPHIC_TYPE(::Rectangle, ::Shape)
#endif

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(Shape);
RECRASH_INSTANTIATE_VALUE(double);
RECRASH_INSTANTIATE_VALUE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
