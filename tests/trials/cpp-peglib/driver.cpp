// SPDX-License-Identifier: MIT
// Checks sources against grammars a user wrote, as a grammar playground would: a list of numbers,
// then issue 121's grammar, whose start rule carries the ignore operator. The grammar loads, the
// parse succeeds with no syntax tree, and optimizing that tree dereferences null.
#include "syntax_check.hpp"

#include <cstdio>

namespace {

void show(const char* grammar, const char* source) {
  const syntax_check::Outcome outcome = syntax_check::syntax_tree(grammar, source, true);
  std::printf("%s:\n%s\n", outcome.ok ? "tree" : "error", outcome.text.c_str());
}

}  // namespace

int main() {
  show("LIST <- NUMBER (',' NUMBER)*\nNUMBER <- < [0-9]+ >\n%whitespace <- [ \\t]*\n", "1, 22, 333");
  show("~ROOT <- _\n_ <- ' '\n", " ");
  return 0;
}
