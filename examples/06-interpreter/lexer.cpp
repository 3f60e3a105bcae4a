// SPDX-License-Identifier: MIT
#include "lexer.hpp"

#include "escapes.hpp"

#include <cctype>
#include <charconv>

namespace pebble {

namespace {

bool is_identifier_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0 || c == '_'; }
bool is_identifier_char(char c) { return is_identifier_start(c) || std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

Lexer::Lexer(const std::string& text) : text_(text) {}

char Lexer::peek(std::size_t ahead) const {
  std::size_t at = position_ + ahead;
  return at < text_.size() ? text_[at] : '\0';
}

char Lexer::advance() {
  char c = text_[position_++];
  if (c == '\n') {
    ++line_;
    column_ = 1;
  } else {
    ++column_;
  }
  return c;
}

bool Lexer::match(char expected) {
  if (at_end() || text_[position_] != expected) return false;
  advance();
  return true;
}

void Lexer::skip_whitespace_and_comments() {
  while (!at_end()) {
    char c = peek();
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      advance();
    } else if (c == '/' && peek(1) == '/') {
      while (!at_end() && peek() != '\n') advance();
    } else {
      return;
    }
  }
}

Token Lexer::make(TokenKind kind, Location where, std::string text) const {
  Token token;
  token.kind = kind;
  token.where = where;
  token.text = std::move(text);
  return token;
}

Token Lexer::next() {
  skip_whitespace_and_comments();
  Location where = here();
  if (at_end()) return make(TokenKind::End, where, "");
  char c = peek();
  if (is_digit(c)) return number(where);
  if (c == '"') return string(where);
  if (is_identifier_start(c)) return identifier(where);
  return punctuation(advance(), where);
}

std::vector<Token> Lexer::tokenize() {
  std::vector<Token> tokens;
  do {
    tokens.push_back(next());
  } while (tokens.back().kind != TokenKind::End);
  return tokens;
}

Token Lexer::number(Location where) {
  std::size_t start = position_;
  bool is_float = false;
  while (is_digit(peek()) || peek() == '_') advance();
  if (peek() == '.' && is_digit(peek(1))) {
    is_float = true;
    advance();
    while (is_digit(peek())) advance();
  }
  if (peek() == 'e' || peek() == 'E') {
    std::size_t sign = (peek(1) == '+' || peek(1) == '-') ? 1 : 0;
    if (is_digit(peek(1 + sign))) {
      is_float = true;
      advance();
      if (sign != 0) advance();
      while (is_digit(peek())) advance();
    }
  }
  std::string spelling = text_.substr(start, position_ - start);
  std::string digits;
  for (char c : spelling) {
    if (c != '_') digits += c;
  }
  Token token = make(is_float ? TokenKind::Float : TokenKind::Integer, where, spelling);
  const char* first = digits.data();
  const char* last = digits.data() + digits.size();
  if (is_float) {
    // std::from_chars for double is not in every standard library this builds with.
    token.floating = std::stod(digits);
    return token;
  }
  auto [end, error] = std::from_chars(first, last, token.integer);
  if (error == std::errc::result_out_of_range) throw ScriptError(where, "integer literal too large: " + spelling);
  if (error != std::errc() || end != last) throw ScriptError(where, "malformed number: " + spelling);
  return token;
}

char Lexer::hex_escape(Location where) {
  int high = hex_digit(peek());
  int low = high < 0 ? -1 : hex_digit(peek(1));
  if (low < 0) throw ScriptError(where, "\\x needs two hexadecimal digits");
  advance();
  advance();
  return static_cast<char>(high * 16 + low);
}

Token Lexer::string(Location where) {
  advance();  // the opening quote
  std::string value;
  while (true) {
    if (at_end() || peek() == '\n') throw ScriptError(where, "unterminated string");
    char c = advance();
    if (c == '"') break;
    if (c != '\\') {
      value += c;
      continue;
    }
    Location escape_at = here();
    if (at_end()) throw ScriptError(where, "unterminated string");
    char name = advance();
    if (name == 'x') {
      value += hex_escape(escape_at);
    } else if (std::optional<char> replaced = unescape(name)) {
      value += *replaced;
    } else {
      throw ScriptError(escape_at, std::string("unknown escape \\") + name);
    }
  }
  return make(TokenKind::String, where, std::move(value));
}

Token Lexer::identifier(Location where) {
  std::size_t start = position_;
  while (is_identifier_char(peek())) advance();
  std::string word = text_.substr(start, position_ - start);
  if (std::optional<TokenKind> kind = keyword(word)) return make(*kind, where, std::move(word));
  return make(TokenKind::Identifier, where, std::move(word));
}

Token Lexer::punctuation(char c, Location where) {
  switch (c) {
    case '(':
      return make(TokenKind::LeftParen, where, "(");
    case ')':
      return make(TokenKind::RightParen, where, ")");
    case '{':
      return make(TokenKind::LeftBrace, where, "{");
    case '}':
      return make(TokenKind::RightBrace, where, "}");
    case '[':
      return make(TokenKind::LeftBracket, where, "[");
    case ']':
      return make(TokenKind::RightBracket, where, "]");
    case ',':
      return make(TokenKind::Comma, where, ",");
    case ':':
      return make(TokenKind::Colon, where, ":");
    case ';':
      return make(TokenKind::Semicolon, where, ";");
    case '.':
      return make(TokenKind::Dot, where, ".");
    case '+':
      return make(TokenKind::Plus, where, "+");
    case '-':
      return make(TokenKind::Minus, where, "-");
    case '*':
      return make(TokenKind::Star, where, "*");
    case '/':
      return make(TokenKind::Slash, where, "/");
    case '%':
      return make(TokenKind::Percent, where, "%");
    case '=':
      return match('=') ? make(TokenKind::EqualEqual, where, "==") : make(TokenKind::Equal, where, "=");
    case '!':
      return match('=') ? make(TokenKind::BangEqual, where, "!=") : make(TokenKind::Bang, where, "!");
    case '<':
      return match('=') ? make(TokenKind::LessEqual, where, "<=") : make(TokenKind::Less, where, "<");
    case '>':
      return match('=') ? make(TokenKind::GreaterEqual, where, ">=") : make(TokenKind::Greater, where, ">");
    default:
      break;
  }
  if (!is_printable(c)) {
    throw ScriptError(where, "unexpected character (code " + std::to_string(static_cast<unsigned char>(c)) + ")");
  }
  throw ScriptError(where, std::string("unexpected character '") + c + "'");
}

}  // namespace pebble
