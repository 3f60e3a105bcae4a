// Instrumented by recrash-instrument from person.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "person.hpp"
#include <recrash/frame.hpp>
#include "person.hpp"

void Person::birthday() {
  RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::field<1>(this->age_)), );
  ++age_;
}
