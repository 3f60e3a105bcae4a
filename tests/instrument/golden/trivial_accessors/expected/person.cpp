#line 1 "@INPUT@/person.cpp"
#include "person.hpp"

void Person::birthday() {
  ++age_;
}
