#include "stack.hpp"

int fill(int count) {
  CountingStack<int> stack(4);
  for (int i = 0; i < count; ++i) stack.push_counted(i);
  return count;
}
