// SPDX-License-Identifier: MIT
#pragma once

#include <clang/AST/Decl.h>
#include <clang/AST/DeclCXX.h>

#include <vector>

namespace recrash::instrument {

/// The definitions of the classes a test must see complete to call `function`: its return
/// type's, its parameters', its class's (for a member), looking through references, pointers,
/// arrays and the arguments of class templates (std::vector<Node> names Node). Classes that are
/// only declared in this translation unit are left out.
std::vector<const clang::CXXRecordDecl*> signature_classes(const clang::FunctionDecl& function);

}  // namespace recrash::instrument
