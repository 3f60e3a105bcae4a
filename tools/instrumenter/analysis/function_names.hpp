// SPDX-License-Identifier: MIT
// How the instrumenter's reports name a function.
#pragma once

#include <clang/AST/Decl.h>

#include <string>

namespace recrash::instrument {

/// The name a report gives a function: qualified, with its parameter types
/// ("shapes::Canvas::add(std::unique_ptr<Shape>) const").
std::string describe_function(const clang::FunctionDecl& function);

}  // namespace recrash::instrument
