// SPDX-License-Identifier: MIT
#include <lexer.hpp>

namespace script {

Lexer::Lexer(const std::string& text) {
  int line = 1;
  int column = 1;
  for (std::size_t at = 0; at < text.size();) {
    const char c = text[at];
    if (c < '0' || c > '9') {
      ++at;
      if (c == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
      continue;
    }
    Token token{0, line, column, 0};
    for (; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at, ++column, ++token.length) {
      token.value = token.value * 10 + (text[at] - '0');
    }
    queued_.push_back(token);
  }
}

long Lexer::ratio_sum() const {
  long sum = 0;
  for (std::size_t i = 0; i + 1 < queued_.size(); ++i) sum += queued_[i].value / queued_[i + 1].value;
  return sum;
}

long score(const std::string& text) {
  const Lexer lexer(text);
  return lexer.ratio_sum();
}

}  // namespace script
