// Instrumented by recrash-instrument from ring_buffer.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/ring_buffer.cpp"
#include "ring_buffer.hpp"


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 3
int sum_last_three(const int* values, int count) { RECRASH_ENTRY(1, FUNCTION, values, ::recrash::by_reference(count)) return [&](decltype(values) values, decltype(count) count) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(1, values, ::recrash::by_reference(count));
#line 3

  RingBuffer<int, 3> buffer;
  for (int i = 0; i < count; ++i) buffer.push(values[i]);
  int sum = 0;
  buffer.for_each([&sum](int value) { sum += value; });
  return sum;
}(values, count); RECRASH_TWIN_END
#line 3

  RingBuffer<int, 3> buffer;
  for (int i = 0; i < count; ++i) buffer.push(values[i]);
  int sum = 0;
  buffer.for_each([&sum](int value) { sum += value; });
  return sum;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 9


// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(unsigned long);
