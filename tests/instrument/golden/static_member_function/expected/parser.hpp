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

class Parser {
 public:
  static Parser from_text(const std::string& text);
  static bool is_keyword(const std::string& word);

 private:
  int position_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Parser() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Parser(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Parser(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Parser(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 12
};
// Added by recrash-instrument: Parser's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Parser::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, position_);
}
#line 13
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 1 serializers, 0 registrations
