// SPDX-License-Identifier: MIT
#include "token.hpp"

#include <array>
#include <utility>

namespace pebble {

std::string describe(TokenKind kind) {
  switch (kind) {
    case TokenKind::LeftParen:
      return "'('";
    case TokenKind::RightParen:
      return "')'";
    case TokenKind::LeftBrace:
      return "'{'";
    case TokenKind::RightBrace:
      return "'}'";
    case TokenKind::LeftBracket:
      return "'['";
    case TokenKind::RightBracket:
      return "']'";
    case TokenKind::Comma:
      return "','";
    case TokenKind::Colon:
      return "':'";
    case TokenKind::Semicolon:
      return "';'";
    case TokenKind::Dot:
      return "'.'";
    case TokenKind::Plus:
      return "'+'";
    case TokenKind::Minus:
      return "'-'";
    case TokenKind::Star:
      return "'*'";
    case TokenKind::Slash:
      return "'/'";
    case TokenKind::Percent:
      return "'%'";
    case TokenKind::Equal:
      return "'='";
    case TokenKind::EqualEqual:
      return "'=='";
    case TokenKind::Bang:
      return "'!'";
    case TokenKind::BangEqual:
      return "'!='";
    case TokenKind::Less:
      return "'<'";
    case TokenKind::LessEqual:
      return "'<='";
    case TokenKind::Greater:
      return "'>'";
    case TokenKind::GreaterEqual:
      return "'>='";
    case TokenKind::Identifier:
      return "a name";
    case TokenKind::Integer:
      return "an integer";
    case TokenKind::Float:
      return "a number";
    case TokenKind::String:
      return "a string";
    case TokenKind::End:
      return "the end of the input";
    default:
      break;
  }
  for (const char* word : {"and", "or", "not", "let", "fn", "return", "if", "else", "while", "for", "in", "break",
                           "continue", "true", "false", "nil"}) {
    if (keyword(word) == kind) return std::string("'") + word + "'";
  }
  return "a token";
}

std::optional<TokenKind> keyword(std::string_view word) {
  static constexpr std::array<std::pair<std::string_view, TokenKind>, 16> kKeywords{{
      {"and", TokenKind::And},
      {"or", TokenKind::Or},
      {"not", TokenKind::Not},
      {"let", TokenKind::Let},
      {"fn", TokenKind::Fn},
      {"return", TokenKind::Return},
      {"if", TokenKind::If},
      {"else", TokenKind::Else},
      {"while", TokenKind::While},
      {"for", TokenKind::For},
      {"in", TokenKind::In},
      {"break", TokenKind::Break},
      {"continue", TokenKind::Continue},
      {"true", TokenKind::True},
      {"false", TokenKind::False},
      {"nil", TokenKind::Nil},
  }};
  for (const auto& [spelling, kind] : kKeywords) {
    if (spelling == word) return kind;
  }
  return std::nullopt;
}

}  // namespace pebble
