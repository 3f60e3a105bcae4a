// Instrumented by recrash-instrument from parser.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "parser.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/parser.hpp"
#pragma once

#include <string>

// Only declared here, as yaml-cpp's SingleDocParser declares the Directives it refers to: the
// unit that defines Parser's functions never sees the class complete.
struct Settings;

class Parser {
 public:
  explicit Parser(const Settings& settings) : settings_(settings) {}
  int depth_of(const std::string& text);
  const Settings& settings() const { return settings_; }

 private:
  const Settings& settings_;
  int calls_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  // Defined by the unit that defines depth_of().
  [[gnu::weak]] explicit Parser(::recrash::LoadTag&) noexcept;
  // Defined by the unit that defines depth_of(), where the classes of these members are complete.
  [[gnu::weak]] static void recrash_save_completed(::recrash::OutputArchive&, const Parser&);
  [[gnu::weak]] static void recrash_load_completed(::recrash::InputArchive&, Parser&);
  template <class RecrashArchive>
  Parser(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Parser(::recrash::detail::linked_tag(recrash_tag, &recrash_load_completed)) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Parser>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 18
};
// Added by recrash-instrument: Parser's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Parser::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, calls_);
  // Saved by the unit that defines depth_of(): settings_.
  ::recrash::generated::completed(recrash_archive, *this, &recrash_save_completed, &recrash_load_completed);
}
#line 19
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 1 serializers, 0 registrations
