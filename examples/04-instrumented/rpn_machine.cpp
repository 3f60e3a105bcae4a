// SPDX-License-Identifier: MIT
#include "rpn_machine.hpp"

#include "arithmetic.hpp"

#include <stdexcept>
#include <string>

namespace calc {

void RpnMachine::push(long value) {
  stack_.push_back(value);
}

long RpnMachine::apply(char op) {
  if (depth() < 2) throw std::invalid_argument(std::string("not enough operands for ") + op);
  // Both operands are read before either is popped, so an exception leaves the stack as it was.
  const long rhs = stack_[stack_.size() - 1];
  const long lhs = stack_[stack_.size() - 2];
  long result = 0;
  switch (op) {
    case '+': result = lhs + rhs; break;
    case '-': result = lhs - rhs; break;
    case '*': result = lhs * rhs; break;
    case '/': result = divide(lhs, rhs); break;  // the bug: a zero divisor is not refused here
    default: throw std::invalid_argument(std::string("unknown operator ") + op);
  }
  stack_.resize(stack_.size() - 2);
  stack_.push_back(result);
  return result;
}

long RpnMachine::top() const {
  if (stack_.empty()) throw std::invalid_argument("empty stack");
  return stack_.back();
}

bool RpnMachine::is_operator(char c) {
  return c == '+' || c == '-' || c == '*' || c == '/';
}

}  // namespace calc
