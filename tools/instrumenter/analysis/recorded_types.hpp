// SPDX-License-Identifier: MIT
// The types whose saving code a hook uses (recrash/detail/value.hpp's value_traits<T>), spelled so
// that another unit can instantiate that code: a header copy whose hooks' types are all named
// this way includes only the declarations, and each instrumented source that reads it
// instantiates them once, at its end (RECRASH_INSTANTIATE_VALUE).
#pragma once

#include "analysis/hook_plan.hpp"

#include <clang/AST/Decl.h>

#include <optional>
#include <string>
#include <vector>

namespace recrash::instrument {

struct RecordedType {
  std::string name;
  /// Whether this unit can instantiate its saving code: a class it names (a pointer's class, say)
  /// is defined in this unit.
  bool complete = true;
};

/// The types `function`'s hook records values of (its receiver's class, then each recorded
/// parameter's type without reference or top-level const), each spelled from the global scope;
/// nullopt when one of them cannot be named in another unit (a template's dependent type, a
/// class of an anonymous namespace, a local class or a lambda's).
std::optional<std::vector<RecordedType>> recorded_types(const clang::FunctionDecl& function, const HookPlan& plan);

}  // namespace recrash::instrument
