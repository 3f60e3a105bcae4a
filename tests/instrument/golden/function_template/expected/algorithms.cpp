// Instrumented by recrash-instrument from algorithms.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/algorithms.cpp"
#include "algorithms.hpp"


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 3
template <class Number>
Number halve(Number value) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(value)) return [&](Number& value) RECRASH_TWIN_ATTRIBUTES -> Number { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(value));
#line 4

  return value / 2;
}(value); RECRASH_TWIN_END
#line 4

  return value / 2;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 6



#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 8
int use_templates(const std::vector<int>& values) { RECRASH_ENTRY(2, FUNCTION, values) return [&](decltype(values)& values) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(2, values);
#line 8

  const int limits[3] = {1, 2, 3};
  return halve(largest(values)) + static_cast<int>(count_above(limits, 1));
}(values); RECRASH_TWIN_END
#line 8

  const int limits[3] = {1, 2, 3};
  return halve(largest(values)) + static_cast<int>(count_above(limits, 1));
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 11

