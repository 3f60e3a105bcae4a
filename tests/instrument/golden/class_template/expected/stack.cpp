// Instrumented by recrash-instrument from stack.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#include <recrash/frame.hpp>
#include "stack.hpp"

int fill(int count) {
  RECRASH_FUNCTION(::recrash::by_reference(count));
  CountingStack<int> stack(4);
  for (int i = 0; i < count; ++i) stack.push_counted(i);
  return count;
}
