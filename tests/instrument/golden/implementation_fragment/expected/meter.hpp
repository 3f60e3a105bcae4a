// Instrumented by recrash-instrument from meter.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "meter.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/meter.hpp"
// SPDX-License-Identifier: MIT
// A library that keeps its functions' definitions in a header of their own, which only its
// source includes (as {fmt}'s format-inl.h, outside its header-only mode): a test must include
// this header, the one that declares them, and not that one, which would define them again.
#pragma once

namespace meter {

class Gauge {
 public:
  explicit Gauge(int scale);
  int read(int raw) const;

 private:
  int scale_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Gauge(RecrashTag&) noexcept : scale_() {}
  template <class RecrashArchive>
  Gauge(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Gauge(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Gauge>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 16
};
// Added by recrash-instrument: Gauge's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Gauge::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, scale_);
}
#line 17

int percent(const Gauge& gauge, int raw, int full);

}  // namespace meter
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 1 serializers, 0 registrations
