// SPDX-License-Identifier: MIT
#include <evaluator.hpp>

namespace calc {

int Evaluator::apply(const Token& left, Operator op, const Token& right) {
  return op == Operator::Divide ? left.value / right.value : left.value - right.value;
}

int Evaluator::evaluate(const std::string& text) {
  tokens_.clear();
  for (std::size_t at = 0; at < text.size(); ++at) {
    const char c = text[at];
    if (c == '/' || c == '-') {
      tokens_.push_back({true, c == '/' ? Operator::Divide : Operator::Minus, 0});
    } else if (c >= '0' && c <= '9') {
      if (tokens_.empty() || tokens_.back().is_operator) tokens_.push_back({});
      tokens_.back().value = tokens_.back().value * 10 + (c - '0');
    }
  }
  Token result = tokens_.at(0);
  for (std::size_t i = 1; i + 1 < tokens_.size(); i += 2) result.value = apply(result, tokens_[i].op, tokens_[i + 1]);
  return result.value;
}

}  // namespace calc
