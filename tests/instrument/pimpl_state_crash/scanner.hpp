// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>

namespace meter {

/// Reads a text one character at a time.
class Scanner {
 public:
  explicit Scanner(std::string text);
  bool done() const;
  char peek() const;
  void advance();

 private:
  std::string text_;
  std::size_t at_ = 0;
};

}  // namespace meter
