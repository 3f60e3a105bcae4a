// SPDX-License-Identifier: MIT
#include "tokenizer.hpp"

#include <cctype>
#include <stdexcept>

namespace calc {

Token Token::number(long value) {
  Token token;
  token.value = value;
  return token;
}

Token Token::operation(char op) {
  Token token;
  token.kind = Kind::Operator;
  token.op = op;
  return token;
}

std::vector<Token> tokenize(const std::string& program) {
  std::vector<Token> tokens;
  std::size_t i = 0;
  while (i < program.size()) {
    const unsigned char c = static_cast<unsigned char>(program[i]);
    if (std::isspace(c) != 0) {
      ++i;
    } else if (std::isdigit(c) != 0) {
      long value = 0;
      for (; i < program.size() && std::isdigit(static_cast<unsigned char>(program[i])) != 0; ++i) {
        value = value * 10 + (program[i] - '0');
      }
      tokens.push_back(Token::number(value));
    } else if (c == '+' || c == '-' || c == '*' || c == '/') {
      tokens.push_back(Token::operation(program[i++]));
    } else {
      throw std::invalid_argument("unexpected character in " + program);
    }
  }
  return tokens;
}

}  // namespace calc
