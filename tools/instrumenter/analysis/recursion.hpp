// SPDX-License-Identifier: MIT
// Which functions of a unit can call themselves, directly or through other functions the unit
// defines: where a parser's or an interpreter's state builds up (a nesting, a depth), and so
// what a profile keeps hooked although it is hot (recrash_instrument's PROFILE).
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>

#include <set>

namespace recrash::instrument {

class Recursion {
 public:
  /// The unit's call graph (clang's: direct calls, a virtual call to the method it names).
  explicit Recursion(clang::ASTContext& context);

  /// Whether `function` is on a cycle of that graph.
  bool recursive(const clang::FunctionDecl& function) const;

 private:
  std::set<const clang::Decl*> recursive_;  // canonical declarations
};

}  // namespace recrash::instrument
