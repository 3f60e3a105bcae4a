// Instrumented by recrash-instrument from traits.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "traits.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/traits.cpp"
#include "traits.hpp"

int count_true(int a, int b) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(a), ::recrash::by_reference(b)) return [&](decltype(a) a, decltype(b) b) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(a), ::recrash::by_reference(b));
#line 3

  AsBool<std::true_type> first;
  AllOf<std::true_type, std::false_type> second;
  return (a / (b == 0 ? 1 : b)) + first.asked + second.checked + (AsBool<std::true_type>::value ? 1 : 0);
}(a, b); RECRASH_TWIN_END
#line 3

  AsBool<std::true_type> first;
  AllOf<std::true_type, std::false_type> second;
  return (a / (b == 0 ? 1 : b)) + first.asked + second.checked + (AsBool<std::true_type>::value ? 1 : 0);
}
