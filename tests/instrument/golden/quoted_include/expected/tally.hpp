// Instrumented by recrash-instrument from tally.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "@OUTPUT@/tally.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/tally.hpp"
// SPDX-License-Identifier: MIT
// A header its source finds beside it (a quoted include, no include directory), compiled with no
// -std= (g++ 12's default is C++17; clang 14's would be C++14, where std::optional is missing).
#pragma once

#include <optional>
#include <string>
#include <vector>

class Tally {
 public:
  explicit Tally(std::string name) : name_(std::move(name)) {}
  void add(int value);
  std::optional<int> mean() const;

 private:
  std::string name_;
  std::vector<int> values_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Tally(RecrashTag&) noexcept : name_(), values_() {}
  template <class RecrashArchive>
  Tally(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Tally(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Tally>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 19
};
// Added by recrash-instrument: Tally's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Tally::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, name_);
  ::recrash::generated::field(recrash_archive, values_);
}
#line 20
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 1 serializers, 0 registrations
