// SPDX-License-Identifier: MIT
// A sheet of named formulas, each compiled once and evaluated with the cells before it in scope,
// as a spreadsheet or a configuration language would use cparse. A syntax error is reported and
// the cell left empty; the last cell, a stray ":" typed by a user, crashes the compiler instead.
#include <shunting-yard.h>

#include <cstdio>
#include <exception>
#include <string>
#include <utility>
#include <vector>

using cparse::calculator;
using cparse::TokenMap;

int main() {
  const std::vector<std::pair<std::string, std::string>> cells = {
      {"width", "12.5"}, {"height", "width * 2"}, {"area", "width * height"},
      {"label", "'area: ' + str(area)"}, {"broken", "3 +* 4"}, {"note", ":"}};
  TokenMap scope;
  for (const auto& [name, formula] : cells) {
    try {
      calculator compiled;
      compiled.compile(formula.c_str(), scope);
      scope[name] = compiled.eval(scope);
      std::printf("%s = %s\n", name.c_str(), scope[name].str().c_str());
    } catch (const std::exception& error) {
      std::printf("%s: error: %s\n", name.c_str(), error.what());
    }
  }
  return 0;
}
