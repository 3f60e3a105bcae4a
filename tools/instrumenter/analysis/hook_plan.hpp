// SPDX-License-Identifier: MIT
// Deciding, for one function definition, which hook it gets and with which arguments, or why it
// gets none. Trivial bodies are left alone as ReCrashJ did: an empty body, a plain getter, a plain
// setter; a crash cannot start in them, and their frames would only cost time.
#pragma once

#include <clang/AST/Decl.h>
#include <clang/Basic/SourceManager.h>

#include <cstddef>
#include <string>
#include <vector>

namespace recrash::instrument {

enum class HookKind { Function, Method, StaticMethod, Constructor };

/// The macro of <recrash/frame.hpp> for a kind of function ("RECRASH_METHOD").
const char* hook_macro(HookKind kind);

/// A parameter the definition leaves unnamed, and the name the copy gives it so the hook can
/// list it.
struct ParameterName {
  const clang::ParmVarDecl* parameter;
  std::string name;
};

/// Why a parameter is not recorded in full, for the report.
struct ParameterNote {
  const clang::ParmVarDecl* parameter;
  std::string reason;
};

/// A member a RECRASH_METHOD_USED_FIELDS hook copies: its item's place among its class's
/// serializer's items, and whether that serializer saves its pointee.
struct UsedFieldItem {
  std::size_t item;
  bool pointee;
  const clang::FieldDecl* field;
};

struct HookPlan {
  HookKind kind = HookKind::Function;
  /// every parameter, in order, by name (or not_recorded(name), uncopied(name), by_copy(name))
  std::vector<std::string> arguments;
  std::vector<std::string> names;  ///< every parameter's name in the hook, unwrapped
  std::vector<ParameterName> names_to_add;
  bool immutable_receiver = false;  ///< RECRASH_METHOD_IMMUTABLE_THIS: the receiver is not copied
  /// RECRASH_METHOD_USED_FIELDS's receiver (used_fields_receiver()), when only some members are copied
  std::string used_fields_receiver;
  std::vector<UsedFieldItem> used_fields;  ///< what used_fields_receiver copies, in order
  /// Why the receiver's copy would not compile (RECRASH_METHOD_UNCOPIED_THIS), or "".
  std::string uncopied_receiver;
  std::vector<ParameterNote> notes;
  std::string skip_reason;  ///< set when the function gets no hook
};

/// Why `function`'s body is trivial ("empty body", "returns a member", "assigns a member", "one
/// statement that cannot fault on its own", "nothing it runs can fault"), or "" when it is not.
/// A getter is a body that is one `return` of a data member of *this (copied, converted or not);
/// a setter is one assignment to such a member of a parameter, a literal, or
/// std::move/std::forward of a parameter. Any other body of one `return` or expression statement
/// is trivial when nothing in it divides, reads through a pointer other than `this` (built-in or
/// overloaded unary `*`, `->`, `[]`), throws, calls a function that does not return (an
/// assertion's failure) or holds a lambda: the calls it makes are hooked themselves or replayed by
/// its caller's test, and a hook would keep the optimiser from inlining it. A body of any length is
/// trivial when nothing it runs can fault (never_faults(), analysis/faults.hpp): it crashes only
/// through a bad `this` or reference, which its caller's frame replays.
std::string trivial_body_reason(const clang::FunctionDecl& function);

/// How many statements `function`'s body holds, nested ones included (a block's braces are none;
/// an `if` is one, and so is each statement of its branches; an expression statement is one,
/// whatever it calls; a `switch` is one and its largest case, from one label to the next, since
/// a call runs one case): what a profile weighs a hot function's work per call by.
std::size_t body_statements(const clang::FunctionDecl& function);

/// What to do with `function`, a definition with a body in the project's own code.
HookPlan plan_hook(const clang::FunctionDecl& function, const clang::SourceManager& sources, bool monitor_trivial);

/// The macro a plan's hook is written with: hook_macro(), or for a member function whose
/// receiver is not copied RECRASH_METHOD_IMMUTABLE_THIS or RECRASH_METHOD_UNCOPIED_THIS.
const char* plan_macro(const HookPlan& plan);

/// The hook statement for a plan, without a trailing newline ("RECRASH_METHOD(text, flags);").
std::string hook_statement(const HookPlan& plan);

}  // namespace recrash::instrument
