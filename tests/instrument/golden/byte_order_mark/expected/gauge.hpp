// Instrumented by recrash-instrument from gauge.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "gauge.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/gauge.hpp"
// SPDX-License-Identifier: MIT
// Saved by an editor that starts a UTF-8 file with a byte order mark (EF BB BF), as some
// Windows editors do; a copy starts with recrash's lines, so the mark must not follow them.
#pragma once

class Gauge {
 public:
  explicit Gauge(int scale);
  int read(int raw) const;
  int level(int raw) const { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(raw)) return [&](decltype(raw) raw) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, ::recrash::by_reference(raw));
#line 10
 return read(raw) / scale_; }(raw); RECRASH_TWIN_END
#line 10
 return read(raw) / scale_; }

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
#line 14
};
// Added by recrash-instrument: Gauge's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Gauge::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, scale_);
}
#line 15

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(Gauge);
RECRASH_VALUE_ELSEWHERE(int);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 1 hooks, 1 serializers, 0 registrations
