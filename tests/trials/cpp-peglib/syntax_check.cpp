// SPDX-License-Identifier: MIT
#include "syntax_check.hpp"

#include <peglib.h>

#include <memory>
#include <vector>

namespace syntax_check {

Outcome syntax_tree(const std::string& grammar, const std::string& source, bool optimize) {
  Outcome outcome;
  peg::parser parser;
  parser.log = [&outcome](std::size_t line, std::size_t column, const std::string& message) {
    outcome.text += std::to_string(line) + ":" + std::to_string(column) + ": " + message + "\n";
  };
  if (!parser.load_grammar(grammar.data(), grammar.size())) {
    return outcome;
  }
  parser.enable_ast();
  std::shared_ptr<peg::Ast> ast;
  if (!parser.parse_n(source.data(), source.size(), ast)) {
    return outcome;
  }
  if (optimize) {
    const std::vector<std::string> kept_rules;
    ast = peg::AstOptimizer(true, kept_rules).optimize(ast);
  }
  outcome.ok = true;
  outcome.text = peg::ast_to_s(ast);
  return outcome;
}

}  // namespace syntax_check
