// SPDX-License-Identifier: MIT
// Whether a hook can record a parameter: recording a value instantiates type traits and cereal's
// serializers for its type, which need the type complete where the hook is. A header's inline
// function may take a `Node&` of a class only declared above it, or a `std::shared_ptr<Holder>`
// of one; a hook naming such a parameter would not compile, so it gets recrash::not_recorded().
#pragma once

#include <clang/AST/Decl.h>
#include <clang/Basic/SourceManager.h>

namespace recrash::instrument {

/// Where `file` includes, directly or through other files, the file of `location`: the location
/// of its #include line, or an invalid location when it does not.
clang::SourceLocation include_in(clang::FileID file, clang::SourceLocation location,
                                 const clang::SourceManager& sources);

/// Where the types a hook records must be complete: the end of the outermost class a member
/// function is defined in (its body is compiled there), else the function's body.
clang::SourceLocation completion_point(const clang::FunctionDecl& function);

/// True when `type`, seen through references, pointers, arrays and the arguments of class
/// templates, names a class that is not defined before `point` (for a point in a header: in that
/// header or in one it includes). Dependent types are left to their instantiation.
bool names_incomplete_class(clang::QualType type, clang::SourceLocation point, const clang::SourceManager& sources);

}  // namespace recrash::instrument
