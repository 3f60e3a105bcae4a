// SPDX-License-Identifier: MIT
// The two bodies of an instrumented function (see <recrash/twin.hpp>): the entry runs the body as
// written unless the call is monitored, in which case it calls the twin, a lambda holding the
// hook and a copy of the body. Whether a function can have them, and the text that makes them.
#pragma once

#include "hook_plan.hpp"

#include <clang/AST/Decl.h>
#include <clang/Basic/SourceManager.h>

#include <string>

namespace recrash::instrument {

/// Why `function` keeps its hook in its one body ("a static local variable would be
/// duplicated"), or "" when it can have a twin. `return_type` gets the text the twin's trailing
/// return type is written with ("" for a constructor).
std::string single_body_reason(const clang::FunctionDecl& function, const HookPlan& plan,
                               const clang::SourceManager& sources, std::string& return_type);

/// What is inserted after the body's opening brace: the entry, and the twin with its hook up to
/// the copy of the body, which `body` holds (the text between the braces, as rewritten so far).
/// `id` names the function's descriptor, unique in its file; `first_line` is the line of the
/// body's opening brace in the original file, which both copies of the body start on (#line).
std::string twin_text(const clang::FunctionDecl& function, const HookPlan& plan, const std::string& return_type,
                      unsigned id, const std::string& body, unsigned first_line);

}  // namespace recrash::instrument
