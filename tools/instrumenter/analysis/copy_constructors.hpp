// SPDX-License-Identifier: MIT
// Whether a hook may hold the code that copies a parameter. The Copy strategy is chosen at run
// time, so a hook odr-uses the copy constructor of each type it records; when the translation
// unit only declares that constructor and defines it nowhere it can see (YAML::Node's is inline
// in impl.h, which nodeevents.cpp does not include), the program does not link. Such a parameter
// gets recrash::uncopied(): the hook has no code to copy it (RECRASH_COPY=copy serializes it at
// the call's entry instead).
#pragma once

#include <clang/AST/DeclCXX.h>
#include <clang/AST/Type.h>
#include <clang/Basic/SourceManager.h>

#include <string>

namespace recrash::instrument {

/// The constructor that copies a const lvalue of `record`, among those declared so far (an
/// implicit one is declared only once something needed it).
const clang::CXXConstructorDecl* declared_copy_constructor(const clang::CXXRecordDecl& record);

/// The class whose copy constructor copying a `type` (seen through references; a pointer is
/// copied as an address) would call without a definition visible from `point`, or "" when
/// every such constructor is defined there or none is needed. Visible: anywhere in the unit for
/// a point in the main file; for a point in a header, in that header, in a file it includes, or
/// in a system header (a header's copy must read the same whichever unit wrote it). Implicit and
/// defaulted copy constructors are looked through to the bases and members they copy, and a
/// class template's to its type arguments (std::vector<Node> copies Nodes). A copy constructor
/// defined out of line in another source file links, but the unit cannot tell it from an inline
/// one, so it counts as not visible.
std::string copy_constructor_not_visible(clang::QualType type, clang::SourceLocation point,
                                         const clang::SourceManager& sources);

}  // namespace recrash::instrument
