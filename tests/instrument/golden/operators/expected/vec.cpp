// Instrumented by recrash-instrument from vec.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "vec.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/vec.cpp"
#include "vec.hpp"

Vec& Vec::operator+=(const Vec& other) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(other)) return [&](decltype(other)& other) RECRASH_TWIN_ATTRIBUTES -> Vec& { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(other));
#line 3

  x += other.x;
  y += other.y;
  return *this;
}(other); RECRASH_TWIN_END
#line 3

  x += other.x;
  y += other.y;
  return *this;
}

double Vec::operator[](int axis) const { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(axis)) return [&](decltype(axis) axis) RECRASH_TWIN_ATTRIBUTES -> double { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, ::recrash::by_reference(axis));
#line 9

  return axis == 0 ? x : y;
}(axis); RECRASH_TWIN_END
#line 9

  return axis == 0 ? x : y;
}

Vec::operator bool() const {
  RECRASH_METHOD_IMMUTABLE_THIS();
#line 14
  return x != 0 || y != 0;
}

Vec operator+(Vec left, const Vec& right) { RECRASH_ENTRY(3, FUNCTION, left, ::recrash::by_reference(right)) return [&](decltype(left)& left, decltype(right)& right) RECRASH_TWIN_ATTRIBUTES -> Vec { RECRASH_TWIN_FUNCTION(3, left, ::recrash::by_reference(right));
#line 17

  left += right;
  return ::recrash::detail::rvalue(left);
}(left, right); RECRASH_TWIN_END
#line 17

  left += right;
  return left;
}

bool operator==(const Vec& left, const Vec& right) { RECRASH_ENTRY(4, FUNCTION, ::recrash::by_reference(left), ::recrash::by_reference(right)) return [&](decltype(left)& left, decltype(right)& right) RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_FUNCTION(4, ::recrash::by_reference(left), ::recrash::by_reference(right));
#line 22

  return left.x == right.x && left.y == right.y;
}(left, right); RECRASH_TWIN_END
#line 22

  return left.x == right.x && left.y == right.y;
}
