// Instrumented by recrash-instrument from parser.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "parser.hpp"
#include <recrash/frame.hpp>
#line 1 "@INPUT@/parser.cpp"
#include "parser.hpp"

Parser Parser::from_text(const std::string& text) { RECRASH_ENTRY(1, STATIC_METHOD, ::recrash::by_reference(text)) return [&](::recrash::detail::Reentry, decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_STATIC_METHOD(1, ::recrash::by_reference(text)); RECRASH_REENTER(1); return Parser::from_text(text); }({}, text); RECRASH_TWIN_END
#line 3

  Parser parser;
  if (!text.empty()) parser.position_ = 1;
  return parser;
}

bool Parser::is_keyword(const std::string& word) { RECRASH_ENTRY(2, STATIC_METHOD, ::recrash::by_reference(word)) return [&](::recrash::detail::Reentry, decltype(word)& word) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_STATIC_METHOD(2, ::recrash::by_reference(word)); RECRASH_REENTER(2); return Parser::is_keyword(word); }({}, word); RECRASH_TWIN_END
#line 9

  return word == "let" || word == "in";
}
