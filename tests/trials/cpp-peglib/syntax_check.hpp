// SPDX-License-Identifier: MIT
// Checks a source text against a PEG grammar and renders its syntax tree.
#pragma once

#include <string>

namespace syntax_check {

struct Outcome {
  bool ok = false;
  std::string text;  // the syntax tree, or what went wrong
};

// The source's syntax tree under the grammar, with single-child nodes folded when `optimize`.
Outcome syntax_tree(const std::string& grammar, const std::string& source, bool optimize);

}  // namespace syntax_check
