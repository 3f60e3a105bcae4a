// SPDX-License-Identifier: MIT
#include "scanner.hpp"

#include <utility>

namespace meter {

Scanner::Scanner(std::string text) : text_(std::move(text)) {}

bool Scanner::done() const { return at_ >= text_.size(); }

char Scanner::peek() const { return text_[at_]; }

void Scanner::advance() { ++at_; }

}  // namespace meter
