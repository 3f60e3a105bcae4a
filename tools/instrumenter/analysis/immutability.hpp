// SPDX-License-Identifier: MIT
// The immutability analysis of one translation unit (thesis chapter 5, after Pidasa): every
// receiver and parameter of the functions defined in it, headers included, is classified as
// mutable, immutable or unknown. Stage S (immutability_uses.hpp) classifies each function's own
// uses; stage P propagates over the translation unit's call graph: a slot handed to a callee's
// slot is as mutable as that one, iterated to a fixed point (recursion stays immutable unless
// something in the cycle writes). Stage D, when a workload was observed (RECRASH_OBSERVE_MUTATIONS,
// observed_calls.hpp), follows: a slot a call was seen to change is mutable, whatever the static
// stages said (an alias they could not see wrote it); one they left unknown that was observed
// unchanged in enough calls is taken for immutable (the thesis's heuristic A), and stage P runs
// again from there. Immutable slots need no copy at entry: the hook keeps their address only.
#pragma once

#include "analysis/hook_plan.hpp"
#include "analysis/immutability_uses.hpp"

#include <clang/AST/ASTContext.h>
#include <recrash/format/observed_mutations.hpp>

#include <map>
#include <string>
#include <vector>

namespace recrash::instrument {

/// The verdicts for one function.
struct FunctionMutability {
  bool has_receiver = false;
  Finding receiver;
  std::vector<Finding> parameters;
};

/// Whether a hook of `function` records a receiver (an instance method, not a constructor): its
/// values are then the receiver and the parameters, in the hook and in an observations file.
bool has_receiver(const clang::FunctionDecl& function);

/// Stage D's source: what a workload showed of a definition's values.
class ObservationIndex {
 public:
  virtual ~ObservationIndex() = default;
  /// The observations of `definition`, which has `values` values (its receiver, then its
  /// parameters), or null.
  virtual const format::ObservedFunction* observed(const clang::FunctionDecl& definition, std::size_t values) const = 0;
};

class ImmutabilityAnalysis : public CalleeIndex {
 public:
  /// Without `observations`, no stage D. `min_calls`: how many observed calls an unknown slot
  /// must have come through unchanged to be taken for immutable.
  explicit ImmutabilityAnalysis(clang::ASTContext& context, const ObservationIndex* observations = nullptr,
                                unsigned min_calls = 1)
      : context_(context), observations_(observations), min_calls_(min_calls) {}

  /// Runs stages S and P over every function defined outside system headers, then D and P again
  /// when there are observations.
  void run();

  /// The verdicts for a definition `run()` saw (all immutable-free "unknown" for one it did not).
  FunctionMutability classification(const clang::FunctionDecl& function) const;

  const clang::FunctionDecl* follow(const clang::FunctionDecl* callee) const override;
  std::vector<const clang::FunctionDecl*> overriders(const clang::CXXMethodDecl* method) const override;

 private:
  void propagate();
  /// Stage D: pins the slots the observations decide. Returns whether it pinned any.
  bool observe();

  clang::ASTContext& context_;
  const ObservationIndex* observations_;
  unsigned min_calls_;
  std::map<Slot, Finding> pinned_;             // stage D's verdicts, which stage P leaves as they are
  std::map<Slot, std::string> too_few_calls_;  // unknown, observed unchanged in too few calls: why
  std::map<const clang::FunctionDecl*, std::vector<LocalFinding>> local_;  // stage S, per definition
  std::map<Slot, Finding> final_;                                          // after stage P
  std::map<const clang::CXXMethodDecl*, std::vector<const clang::FunctionDecl*>> overriders_;
};

/// Wraps each immutable parameter of `plan` in recrash::by_reference() and marks an immutable
/// receiver, so that the hook copies neither.
void use_immutability(HookPlan& plan, const FunctionMutability& mutability);

/// The report's text for one function: "this=immutable a=mutable b=unknown", then, a line each,
/// why each non-immutable one is so. `names` are the hook's names of the parameters.
std::string describe_mutability(const FunctionMutability& mutability, const std::vector<std::string>& names);

}  // namespace recrash::instrument
