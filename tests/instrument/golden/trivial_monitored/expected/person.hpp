// Instrumented by recrash-instrument from person.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "person.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/person.hpp"
#pragma once

#include <string>
#include <utility>

class Person {
 public:
  const std::string& name() const { RECRASH_ENTRY(1, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> const std::string& { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, );
#line 8
 return name_; }(); RECRASH_TWIN_END
#line 8
 return name_; }
  std::string name_copy() const { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, );
#line 9
 return name_; }(); RECRASH_TWIN_END
#line 9
 return name_; }
  int age() const { RECRASH_ENTRY(3, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, );
#line 10
 return this->age_; }(); RECRASH_TWIN_END
#line 10
 return this->age_; }
  void set_name(std::string name) { RECRASH_ENTRY(4, METHOD, name) return [&](decltype(name)& name) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_USED_FIELDS(4, ::recrash::used_fields(this, ::recrash::field<0>(this->name_)), name);
#line 11
 name_ = std::move(name); }(name); RECRASH_TWIN_END
#line 11
 name_ = std::move(name); }
  void set_age(int age) { RECRASH_ENTRY(5, METHOD, ::recrash::by_reference(age)) return [&](decltype(age) age) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_USED_FIELDS(5, ::recrash::used_fields(this, ::recrash::field<1>(this->age_)), ::recrash::by_reference(age));
#line 12
 age_ = age; }(age); RECRASH_TWIN_END
#line 12
 age_ = age; }
  void reset() { RECRASH_ENTRY(6, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(6, );
#line 13
}(); RECRASH_TWIN_END
#line 13
}
  void birthday();
  int age_in_months() const { RECRASH_ENTRY(7, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(7, );
#line 15
 return age_ * 12; }(); RECRASH_TWIN_END
#line 15
 return age_ * 12; }

 private:
  std::string name_;
  int age_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Person() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Person(RecrashTag&) noexcept : name_() {}
  template <class RecrashArchive>
  Person(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Person(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 20
};
// Added by recrash-instrument: Person's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Person::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, name_);
  ::recrash::generated::field(recrash_archive, age_);
}
#line 21

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(::recrash::detail::UsedFieldsCopy<Person, ::recrash::detail::FieldRef<0, ::recrash::detail::FieldUse::Field, decltype(Person::name_)>>);
RECRASH_VALUE_ELSEWHERE(::recrash::detail::UsedFieldsCopy<Person, ::recrash::detail::FieldRef<1, ::recrash::detail::FieldUse::Field, decltype(Person::age_)>>);
RECRASH_VALUE_ELSEWHERE(Person);
RECRASH_VALUE_ELSEWHERE(int);
RECRASH_VALUE_ELSEWHERE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 7 hooks, 1 serializers, 0 registrations
