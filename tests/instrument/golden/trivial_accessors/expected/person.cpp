// Instrumented by recrash-instrument from person.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "person.hpp"
#include <recrash/frame.hpp>
#include "person.hpp"

void Person::birthday() {
  RECRASH_METHOD();
  ++age_;
}
