#include "parser.hpp"

Parser Parser::from_text(const std::string& text) {
  Parser parser;
  if (!text.empty()) parser.position_ = 1;
  return parser;
}

bool Parser::is_keyword(const std::string& word) {
  return word == "let" || word == "in";
}
