// SPDX-License-Identifier: MIT
// Splitting a program in reverse Polish notation ("8 2 2 - /") into numbers and operators.
#pragma once

#include <string>
#include <vector>

namespace calc {

struct Token {
  enum class Kind { Number, Operator };
  Kind kind = Kind::Number;
  long value = 0;  ///< for a number
  char op = 0;     ///< for an operator

  static Token number(long value);
  static Token operation(char op);

  template <class Archive>
  void serialize(Archive& archive) {
    archive(kind, value, op);
  }
};

/// The tokens of `program`; throws std::invalid_argument for a character it does not know.
std::vector<Token> tokenize(const std::string& program);

}  // namespace calc
