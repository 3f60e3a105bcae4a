// Instrumented by recrash-instrument from person.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "person.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/person.cpp"
#include "person.hpp"

void Person::birthday() { RECRASH_ENTRY(1, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_USED_FIELDS(1, ::recrash::used_fields(this, ::recrash::field<1>(this->age_)), );
#line 3

  ++age_;
}(); RECRASH_TWIN_END
#line 3

  ++age_;
}

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(::recrash::detail::UsedFieldsCopy<Person, ::recrash::detail::FieldRef<0, ::recrash::detail::FieldUse::Field, decltype(Person::name_)>>);
RECRASH_INSTANTIATE_VALUE(::recrash::detail::UsedFieldsCopy<Person, ::recrash::detail::FieldRef<1, ::recrash::detail::FieldUse::Field, decltype(Person::age_)>>);
RECRASH_INSTANTIATE_VALUE(Person);
RECRASH_INSTANTIATE_VALUE(int);
RECRASH_INSTANTIATE_VALUE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
