// SPDX-License-Identifier: MIT
// A lexer that reads its whole input into a queue of tokens before anyone asks for one, as
// scanners that look ahead do: its state is as large as its input, several megabytes here.
#pragma once

#include <string>
#include <vector>

namespace script {

struct Token {
  int value = 0;
  int line = 0;
  int column = 0;
  int length = 0;
};

class Lexer {
 public:
  /// Queues every number of `text` (decimal, separated by spaces and newlines).
  explicit Lexer(const std::string& text);
  /// The sum of each number divided by the next one.
  long ratio_sum() const;
  std::size_t size() const { return queued_.size(); }

 private:
  std::vector<Token> queued_;
};

/// Lexes `text` and returns its ratio sum.
long score(const std::string& text);

}  // namespace script
