// SPDX-License-Identifier: MIT
// Splits Pebble source text into tokens.
#pragma once

#include "token.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace pebble {

class Lexer {
 public:
  explicit Lexer(const std::string& text);

  /// The next token; TokenKind::End, again and again, once the text is used up. Throws
  /// ScriptError for a character or literal it cannot read.
  Token next();

  /// Every token up to and including TokenKind::End.
  std::vector<Token> tokenize();

 private:
  bool at_end() const { return position_ >= text_.size(); }
  char peek(std::size_t ahead = 0) const;
  char advance();
  bool match(char expected);
  void skip_whitespace_and_comments();
  Location here() const { return {line_, column_}; }

  Token make(TokenKind kind, Location where, std::string text) const;
  Token number(Location where);
  Token string(Location where);
  Token identifier(Location where);
  Token punctuation(char c, Location where);
  char hex_escape(Location where);

  const std::string& text_;
  std::size_t position_ = 0;
  int line_ = 1;
  int column_ = 1;
};

}  // namespace pebble
