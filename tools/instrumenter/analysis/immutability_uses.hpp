// SPDX-License-Identifier: MIT
// Stage S of the immutability analysis (Pidasa's intraprocedural stage, thesis chapter 5): every
// use of a function's receiver and parameters, followed outwards through the expressions around
// it, is either harmless (a value read, a const view handed to code that cannot write), a
// mutation (assigned, incremented, a non-const library method called, std::move, const_cast), a
// hand-over to a callee whose own verdict decides (stage P), or something the analysis cannot
// see through (unknown). Local references and pointers bound to the state are followed as
// aliases. The declared types are the seeds: they say which uses can write at all, but `const`
// is trusted only for code whose body is not visible; visible bodies are checked.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>

#include <string>
#include <tuple>
#include <vector>

namespace recrash::instrument {

enum class Mutability { Immutable, Unknown, Mutable };

/// "immutable", "unknown" or "mutable".
const char* mutability_name(Mutability mutability);

/// A receiver or parameter: index 0 is the receiver, index i + 1 the parameter i.
struct Slot {
  const clang::FunctionDecl* function = nullptr;  ///< the definition analysed
  unsigned index = 0;

  bool operator<(const Slot& other) const { return std::tie(function, index) < std::tie(other.function, other.index); }
};

/// A verdict and, unless immutable, the first use that decided it ("line 12: assigned").
struct Finding {
  Mutability mutability = Mutability::Immutable;
  std::string reason;
};

/// What stage S found for one slot: its own uses, and the callee slots it was handed to.
struct LocalFinding {
  struct HandedOver {
    Slot callee;
    std::string reason;  ///< "line 17: passed to f(int &) as b"
  };
  Finding finding;
  std::vector<HandedOver> handed_over;
};

/// Which callees the analysis can look into.
class CalleeIndex {
 public:
  virtual ~CalleeIndex() = default;
  /// The analysed definition a call of `callee` runs (a template's pattern), or nullptr when its
  /// body is not visible or not the project's (a system header, an implicit member).
  virtual const clang::FunctionDecl* follow(const clang::FunctionDecl* callee) const = 0;
  /// The analysed definitions that override `method`, as far as this translation unit shows.
  virtual std::vector<const clang::FunctionDecl*> overriders(const clang::CXXMethodDecl* method) const = 0;
};

/// Stage S for one definition: a finding per slot, receiver first (immutable when there is none).
std::vector<LocalFinding> find_local_uses(clang::ASTContext& context, const clang::FunctionDecl& function,
                                          const CalleeIndex& callees);

}  // namespace recrash::instrument
