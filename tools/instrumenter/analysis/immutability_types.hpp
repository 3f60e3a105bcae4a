// SPDX-License-Identifier: MIT
// What the immutability analysis trusts of a type when the code that gets a value of it is out of
// sight: C++'s const is shallow, so a const view (or a copy) still lets that code write whatever
// the value points to without const, and the members declared `mutable`. A copy of a std::string
// or a std::vector<int> shares nothing; a copy of a shared_ptr, an iterator, a lambda capturing
// by reference or a struct holding a pointer shares what it points to.
#pragma once

#include <clang/AST/Type.h>

namespace recrash::instrument {

/// Whether code holding a value of `type` (a const one too: the top-level const is ignored) can
/// write state it shares with where the value came from: a pointer or reference to something not
/// const, a member `mutable`, or a member (a base, a standard container's element, a smart
/// pointer's pointee) that can. A dependent or incomplete type can.
bool writable_through(clang::QualType type);

}  // namespace recrash::instrument
