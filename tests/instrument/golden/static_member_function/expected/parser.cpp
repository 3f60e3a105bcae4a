// Instrumented by recrash-instrument from parser.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "parser.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/parser.cpp"
#include "parser.hpp"

Parser Parser::from_text(const std::string& text) { RECRASH_ENTRY(1, STATIC_METHOD, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> Parser { RECRASH_TWIN_STATIC_METHOD(1, ::recrash::by_reference(text));
#line 3

  Parser parser;
  if (!text.empty()) parser.position_ = 1;
  return parser;
}(text); RECRASH_TWIN_END
#line 3

  Parser parser;
  if (!text.empty()) parser.position_ = 1;
  return parser;
}

bool Parser::is_keyword(const std::string& word) { RECRASH_ENTRY(2, STATIC_METHOD, ::recrash::by_reference(word)) return [&](decltype(word)& word) RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_STATIC_METHOD(2, ::recrash::by_reference(word));
#line 9

  return word == "let" || word == "in";
}(word); RECRASH_TWIN_END
#line 9

  return word == "let" || word == "in";
}
