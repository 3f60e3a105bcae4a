// SPDX-License-Identifier: MIT
// A stack machine that evaluates reverse Polish notation one token at a time.
#pragma once

#include <cstddef>
#include <vector>

namespace calc {

class RpnMachine {
 public:
  void push(long value);
  /// Replaces the two topmost values by `op` applied to them and returns the result; throws
  /// std::invalid_argument when there are fewer than two.
  long apply(char op);
  /// The topmost value; throws std::invalid_argument on an empty stack.
  long top() const;
  void clear() { stack_.clear(); }
  std::size_t depth() const { return stack_.size(); }

  static bool is_operator(char c);

  template <class Archive>
  void serialize(Archive& archive) {
    archive(stack_);
  }

 private:
  std::vector<long> stack_;
};

}  // namespace calc
