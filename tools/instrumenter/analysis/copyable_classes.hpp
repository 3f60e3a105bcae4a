// SPDX-License-Identifier: MIT
// Whether a hook may hold the code that copies a class. std::is_copy_constructible only sees
// that a copy constructor is declared: a class with a `std::vector<std::unique_ptr<Item>>`
// member has an implicit one, and a hook holding a copy of it (its CopyOps, in Copy mode)
// fails to compile when the copy is instantiated. The instrumenter sees the members: such a
// parameter gets recrash::uncopied() (RECRASH_COPY=copy serializes it at the call's entry
// instead), such a receiver RECRASH_METHOD_UNCOPIED_THIS (kept by address), and neither hook has
// code to copy it.
#pragma once

#include <clang/AST/Type.h>

#include <string>

namespace recrash::instrument {

/// Why copying a `type` (seen through references) would fail to compile although
/// std::is_copy_constructible says it can be copied ("the copy constructor of store::Registry
/// would not compile: its member items_ is a std::vector of std::unique_ptr"), or "" when the copy
/// compiles, or when the trait already says no (a deleted or private copy constructor: the hook
/// then holds no copy code). An implicit or defaulted copy constructor is looked through to the
/// bases and members it copies, arrays to their elements, and the standard containers and
/// wrappers (vector, map, optional, pair, tuple, variant, ...) to their type arguments, whose
/// copy constructors are declared whatever their elements are. A user-provided copy constructor
/// is taken to compile, as are dependent types (left to their instantiation) and classes only
/// declared here; a specialization of a class template the unit has not instantiated is taken
/// not to compile when one of its type arguments would not.
std::string copy_would_not_compile(clang::QualType type);

/// What a `type` (seen through references) is that cannot be copied, whether
/// std::is_copy_constructible sees it or not ("a std::unique_ptr", "a store::Registry, whose copy
/// constructor is deleted"), or "" when a copy compiles. Dependent types count as copyable.
std::string why_not_copyable(clang::QualType type);

}  // namespace recrash::instrument
