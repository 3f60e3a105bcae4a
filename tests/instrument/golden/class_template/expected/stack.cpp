// Instrumented by recrash-instrument from stack.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/stack.cpp"
#include "stack.hpp"


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 3
int fill(int count) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(count)) return [&](decltype(count) count) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(count));
#line 3

  CountingStack<int> stack(4);
  for (int i = 0; i < count; ++i) stack.push_counted(i);
  return count;
}(count); RECRASH_TWIN_END
#line 3

  CountingStack<int> stack(4);
  for (int i = 0; i < count; ++i) stack.push_counted(i);
  return count;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 7

