// SPDX-License-Identifier: MIT
// Writing a class's generated serializer (and, when it needs them, its LoadTag constructors and
// cereal's load_and_construct) into its instrumented copy, just before the closing brace (a
// header class's serialize() defined just after the class). Only member functions, constructors
// and a friend declaration are added: the class's layout stays as it was.
#pragma once

#include "serializers/serializer_plan.hpp"

#include <clang/Rewrite/Core/Rewriter.h>

#include <string>

namespace recrash::instrument {

/// The lines added to the class body, each indented by `indent` (access specifiers by one space
/// less, as the project's style has them); with `out_of_line`, serialize() is only declared there.
std::string serializer_text(const clang::CXXRecordDecl& record, const SerializerPlan& plan,
                            const clang::SourceManager& sources, const clang::LangOptions& language,
                            const std::string& indent, bool out_of_line);

/// Inserts serializer_text() before the class's closing brace. The class's braces must not come
/// from a macro. With `outside` (a header's class, which several units compile), serialize() is
/// defined after the class where it can be named there, so that an explicit instantiation
/// declaration keeps a unit from compiling it (inline in the class, g++ and clang compile it all
/// the same): returns the class's qualified name ("::ns::Outer::Inner") then, "" otherwise.
std::string insert_serializer(clang::Rewriter& rewriter, const clang::CXXRecordDecl& record, const SerializerPlan& plan,
                              bool outside);

/// For the unit that defines `plan.completing_method`, at its end: the class's LoadTag constructor
/// and the functions that save and load its completed members that are complete there, `here`.
/// The others are left out, on both sides (a reference member among them is bound to a stand-in).
std::string completion_text(const clang::CXXRecordDecl& record, const SerializerPlan& plan,
                            const std::vector<const CompletedMember*>& here, const clang::SourceManager& sources,
                            const clang::LangOptions& language);

/// For a struct with no name of its own, named by a typedef (`typedef struct { ... } wav;`, the
/// C idiom): a serialize function beside it, not a member (such a class cannot have constructors,
/// and a member function would make the typedef name it for linkage no more), inserted after the
/// typedef. Returns false, inserting nothing, when the typedef is not at namespace scope.
bool insert_typedef_serializer(clang::Rewriter& rewriter, const clang::TypedefNameDecl& alias,
                               const SerializerPlan& plan);

}  // namespace recrash::instrument
