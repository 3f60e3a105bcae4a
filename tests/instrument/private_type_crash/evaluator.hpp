// SPDX-License-Identifier: MIT
// An evaluator of "a / b" whose tokens are a private member class, and their kinds a private
// member enumeration: a test may not name either where it writes them.
#pragma once

#include <string>
#include <vector>

namespace calc {

class Evaluator {
 public:
  /// The value of `text`: numbers and the operators '/' and '-', left to right.
  int evaluate(const std::string& text);

 private:
  enum class Operator { Minus, Divide };
  struct Token {
    bool is_operator = false;
    Operator op = Operator::Minus;
    int value = 0;
  };
  int apply(const Token& left, Operator op, const Token& right);

  std::vector<Token> tokens_;
};

}  // namespace calc
