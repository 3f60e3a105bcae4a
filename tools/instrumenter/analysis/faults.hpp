// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// What can fault: a statement by itself (it divides, reads through a pointer, throws, ends the
/// program), and a function as a whole (anything it runs can). A function that nothing it runs
/// can fault crashes only through a bad `this` or a bad reference its caller handed it, and then
/// its caller's frame, which holds that pointer, replays the crash: its own hook adds nothing a
/// test needs.

#include <clang/AST/Decl.h>
#include <clang/AST/Stmt.h>

#include <string>

namespace recrash::instrument {

/// Why `statement` could fault by itself (divide by zero, dereference, throw, end the program),
/// or "". What it calls is not looked into.
std::string could_fault(const clang::Stmt& statement);

/// Whether nothing a call of `function` runs can fault: no statement of its body (branches and
/// loops included) can fault by itself, and every function it calls, constructs with or destroys
/// with is trivial, a builtin given no pointer or reference (sqrt, fabs), or again such a
/// function, a few calls deep and never itself again. A call through a pointer, a virtual call
/// or, in a template, an expression whose type depends on a template parameter is not looked
/// through, and fails it.
bool never_faults(const clang::FunctionDecl& function);

}  // namespace recrash::instrument
