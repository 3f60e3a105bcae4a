// SPDX-License-Identifier: MIT
#include "calculator.hpp"

#include "tokenizer.hpp"

#include <stdexcept>

namespace calc {

Calculator::Calculator(std::string name) : name_(std::move(name)) {
  if (name_.empty()) throw std::invalid_argument("a calculator needs a name");
}

long Calculator::evaluate(const std::string& program) {
  machine_.clear();
  for (const Token& token : tokenize(program)) {
    if (token.kind == Token::Kind::Number) {
      machine_.push(token.value);
    } else {
      machine_.apply(token.op);
    }
  }
  if (machine_.depth() != 1) throw std::invalid_argument("program leaves no single result: " + program);
  ++evaluated_;
  return machine_.top();
}

}  // namespace calc
