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
  const std::string& name() const { return name_; }
  std::string name_copy() const { return name_; }
  int age() const { return this->age_; }
  void set_name(std::string name) { name_ = std::move(name); }
  void set_age(int age) { age_ = age; }
  void reset() {}
  void birthday();
  int age_in_months() const { return age_ * 12; }

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
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 1 serializers, 0 registrations
