// Instrumented by recrash-instrument from crate.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "crate.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/crate.hpp"
// A class of move-only elements whose std::unique_ptr<Part> this unit never instantiates: it is
// only named, as the vector's argument. Its copy still would not compile.
#pragma once

#include <memory>
#include <vector>

namespace store {

struct Part {
  int size = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 12
};
// Added by recrash-instrument: Part's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Part::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, size);
}
#line 13

class Crate {
 public:
  int share(int among);

 private:
  std::vector<std::unique_ptr<Part>> parts_;
  int count_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Crate() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Crate(RecrashTag&) noexcept : parts_() {}
  template <class RecrashArchive>
  Crate(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Crate(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 21
};
// Added by recrash-instrument: Crate's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Crate::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, parts_);
  ::recrash::generated::field(recrash_archive, count_);
}
#line 22

}  // namespace store
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 2 serializers, 0 registrations
