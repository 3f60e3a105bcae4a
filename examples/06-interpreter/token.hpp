// SPDX-License-Identifier: MIT
// The tokens of Pebble: what the lexer produces and the parser reads.
#pragma once

#include "source.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pebble {

enum class TokenKind {
  // Punctuation.
  LeftParen,
  RightParen,
  LeftBrace,
  RightBrace,
  LeftBracket,
  RightBracket,
  Comma,
  Colon,
  Semicolon,
  Dot,
  // Operators.
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  Equal,
  EqualEqual,
  Bang,
  BangEqual,
  Less,
  LessEqual,
  Greater,
  GreaterEqual,
  // Literals.
  Identifier,
  Integer,
  Float,
  String,
  // Keywords.
  And,
  Or,
  Not,
  Let,
  Fn,
  Return,
  If,
  Else,
  While,
  For,
  In,
  Break,
  Continue,
  True,
  False,
  Nil,
  End,
};

/// How a token kind is written in a message: "'+'", "an identifier", "the end of the input".
std::string describe(TokenKind kind);

/// The keyword spelled `word`, if it is one.
std::optional<TokenKind> keyword(std::string_view word);

struct Token {
  TokenKind kind = TokenKind::End;
  std::string text;  ///< as written; for a string literal, its value with escapes replaced
  Location where;
  std::int64_t integer = 0;  ///< for TokenKind::Integer
  double floating = 0.0;     ///< for TokenKind::Float
};

}  // namespace pebble
