// SPDX-License-Identifier: MIT
// The twin of an instrumented function (see <recrash/detail/twin.hpp>): the entry runs the body as
// written unless the call is monitored, in which case it calls the twin, a lambda holding the
// hook and a copy of the body, or where the body cannot be copied, a call of the function again.
// Which form a function can have, and the text that makes it.
#pragma once

#include "analysis/hook_plan.hpp"

#include <clang/AST/Decl.h>
#include <clang/Basic/SourceManager.h>

#include <string>
#include <vector>

namespace recrash::instrument {

/// How a twin reaches the body: through a copy of it (`return_type` is what the twin's trailing
/// return type is written with; "" for a constructor), or when `callee` is set, by calling its
/// function again ("this->Account::withdraw", see <recrash/detail/twin.hpp>).
struct TwinForm {
  std::string callee;
  std::string return_type;
};

/// What a re-entering twin calls (the function, named so that the call reaches this definition
/// and no override or overload), or "" with `reason` saying why it cannot call it again (a
/// constructor, a function template, a parameter taken by value that cannot be copied).
std::string reentry_callee(const clang::FunctionDecl& function, const HookPlan& plan,
                           const clang::SourceManager& sources, std::string& reason);

/// Why `function` keeps its hook in its one body ("a static local variable would be
/// duplicated"), or "" when it can have a twin holding a copy of its body. `return_type` gets
/// the text the twin's trailing return type is written with ("" for a constructor).
std::string single_body_reason(const clang::FunctionDecl& function, const HookPlan& plan,
                               const clang::SourceManager& sources, std::string& return_type);

/// Where the function's own return statements name a parameter it takes by value and the twin
/// by reference ("return cache;"): the return moves it from the function's parameter, which the
/// twin's reference is not, and would copy it (a move-only type would not compile). The copy of
/// the body names it through ::recrash::detail::rvalue() there. In source order.
std::vector<clang::SourceRange> returned_parameters(const clang::FunctionDecl& function);

/// What is inserted after the body's opening brace: the entry, and the twin with its hook, then
/// its call or the copy of the body, which `body` holds (the text between the braces, as
/// rewritten so far). `id` names the function's descriptor, unique in its file; `first_line` is
/// the line of the body's opening brace in the original file, which the body starts on (#line).
std::string twin_text(const clang::FunctionDecl& function, const HookPlan& plan, const TwinForm& form, unsigned id,
                      const std::string& body, unsigned first_line);

}  // namespace recrash::instrument
