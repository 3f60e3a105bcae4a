// SPDX-License-Identifier: MIT
// What a hooked function tells the tests recrash-gen writes about names (the test-names file,
// recrash/format/test_names.hpp): whether a test may call it by name, and the enumerators of the
// enumerations it takes.
#pragma once

#include <recrash/format/test_names.hpp>

#include <clang/AST/DeclCXX.h>

namespace recrash::instrument {

/// Adds to `names` what `function`, a hooked function, lets a test spell by name.
void add_test_names(const clang::FunctionDecl& function, format::TestNames& names);

/// Whether a test calling `method` as `receiver.name(...)` (or `Class::name(...)`) reaches that
/// very function: public, the only member of its name in a class any test can name, not a
/// template, constructor, destructor or conversion function.
bool callable_by_name(const clang::CXXMethodDecl& method);

}  // namespace recrash::instrument
