// SPDX-License-Identifier: MIT
// Writing a class's generated serializer (and, when it needs them, its LoadTag constructors and
// cereal's load_and_construct) into its instrumented copy, just before the closing brace. Only
// member functions, constructors and a friend declaration are added: the class's layout stays
// as it was.
#pragma once

#include "serializer_plan.hpp"

#include <clang/Rewrite/Core/Rewriter.h>

#include <string>

namespace recrash::instrument {

/// The lines added to the class body, each indented by `indent` (access specifiers by one space
/// less, as the project's style has them).
std::string serializer_text(const clang::CXXRecordDecl& record, const SerializerPlan& plan,
                            const clang::SourceManager& sources, const clang::LangOptions& language,
                            const std::string& indent);

/// Inserts serializer_text() before the class's closing brace. The class's braces must not come
/// from a macro.
void insert_serializer(clang::Rewriter& rewriter, const clang::CXXRecordDecl& record, const SerializerPlan& plan);

}  // namespace recrash::instrument
