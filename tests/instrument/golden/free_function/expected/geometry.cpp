// Instrumented by recrash-instrument from geometry.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "geometry.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/geometry.cpp"
#include "geometry.hpp"

#include <cmath>

double distance(double x1, double y1, double x2, double y2) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(x1), ::recrash::by_reference(y1), ::recrash::by_reference(x2), ::recrash::by_reference(y2)) return [&](decltype(x1) x1, decltype(y1) y1, decltype(x2) x2, decltype(y2) y2) RECRASH_TWIN_ATTRIBUTES -> double { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(x1), ::recrash::by_reference(y1), ::recrash::by_reference(x2), ::recrash::by_reference(y2));
#line 5

  const double dx = x2 - x1;
  const double dy = y2 - y1;
  return std::sqrt(dx * dx + dy * dy);
}(x1, y1, x2, y2); RECRASH_TWIN_END
#line 5

  const double dx = x2 - x1;
  const double dy = y2 - y1;
  return std::sqrt(dx * dx + dy * dy);
}

int clamp_index(int index, int size) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_copy(index), ::recrash::by_reference(size)) return [&](decltype(index) index, decltype(size) size) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(2, ::recrash::by_copy(index), ::recrash::by_reference(size));
#line 11

  // Negative indices count from the end.
  if (index < 0) index += size;
  return index < 0 ? 0 : (index >= size ? size - 1 : index);
}(index, size); RECRASH_TWIN_END
#line 11

  // Negative indices count from the end.
  if (index < 0) index += size;
  return index < 0 ? 0 : (index >= size ? size - 1 : index);
}


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 17
static int internal_helper(int value) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(value));
#line 17
 return value * 3; }(value); RECRASH_TWIN_END
#line 17
 return value * 3; }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 17



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 19
int uses_helper(int value) { RECRASH_ENTRY(4, FUNCTION, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(4, ::recrash::by_reference(value));
#line 19

  return internal_helper(value) + 1;
}(value); RECRASH_TWIN_END
#line 19

  return internal_helper(value) + 1;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 21

