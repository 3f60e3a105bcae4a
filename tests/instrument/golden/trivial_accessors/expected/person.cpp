#include "person.hpp"

void Person::birthday() {
  ++age_;
}
