#include "traits.hpp"

int count_true(int a, int b) {
  AsBool<std::true_type> first;
  AllOf<std::true_type, std::false_type> second;
  return (a / (b == 0 ? 1 : b)) + first.asked + second.checked + (AsBool<std::true_type>::value ? 1 : 0);
}
