// SPDX-License-Identifier: MIT
// The types whose saving code a hook uses (recrash/detail/value.hpp's value_traits<T>), spelled so
// that another unit can instantiate that code: a header copy whose hooks' types are all named
// this way, or are a template's dependent types, includes only the declarations; each
// instrumented source that reads it instantiates the named ones once, at its end
// (RECRASH_INSTANTIATE_VALUE), and the dependent ones where it instantiates the template.
#pragma once

#include "analysis/hook_plan.hpp"

#include <clang/AST/Decl.h>

#include <string>
#include <vector>

namespace recrash::instrument {

struct RecordedType {
  std::string name;
  /// Whether this unit can instantiate its saving code: a class it names (a pointer's class, say)
  /// is defined in this unit.
  bool complete = true;
};

/// What a hook records values of.
struct RecordedTypes {
  /// Those another unit can name: its receiver's class, then each recorded parameter's type
  /// without reference or top-level const, each spelled from the global scope.
  std::vector<RecordedType> named;
  /// Some are a template's dependent types (or a pack's): each instantiation of the template
  /// records its own, whose saving code a unit that instantiates the template can instantiate.
  bool dependent = false;
  /// Some can be named in this unit only (a class of an anonymous namespace, a local class, a
  /// lambda's, an unnamed class, a vector type): only a unit that reads this one's text can
  /// instantiate their saving code.
  bool local = false;
};

/// The types `function`'s hook records values of.
RecordedTypes recorded_types(const clang::FunctionDecl& function, const HookPlan& plan);

}  // namespace recrash::instrument
