// SPDX-License-Identifier: MIT
// Evaluates expressions as a calculator would, each in its own parser, the last one what an
// issue's reporter typed: "0-0-eye()". muparserx 4.0.2 lets eye() through with no argument and
// FunMatrixEye::Eval reads its first argument from the empty stack slot above the operands.
#include <mpParser.h>

#include <cstdio>

int main() {
  const char* const expressions[] = {"1+2*3", "eye(2)*3", "sum(1,2,3)-eye(1)", "0-0-eye()"};
  for (const char* expression : expressions) {
    mup::ParserX parser(mup::pckCOMMON | mup::pckNON_COMPLEX | mup::pckMATRIX | mup::pckUNIT);
    parser.SetExpr(expression);
    try {
      const mup::Value result = parser.Eval();
      std::printf("%s = %s\n", expression, result.ToString().c_str());
    } catch (const mup::ParserError& error) {
      std::printf("%s: error %s\n", expression, error.GetMsg().c_str());
    }
  }
  return 0;
}
