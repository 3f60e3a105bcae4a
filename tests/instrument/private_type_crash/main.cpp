// SPDX-License-Identifier: MIT
// Evaluates "84 / 7 - 12 / 0": SIGFPE in Evaluator::apply, whose parameters are of the private
// member types Evaluator::Token and Evaluator::Operator.
#include <evaluator.hpp>

#include <cstdio>

int main() {
  calc::Evaluator evaluator;
  std::printf("%d\n", evaluator.evaluate("84 / 7 - 12 / 0"));
  return 0;
}
