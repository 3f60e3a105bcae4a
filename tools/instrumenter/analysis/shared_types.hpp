// SPDX-License-Identifier: MIT
// Which of a source's recorded types another unit of its target can name by reading the same
// headers, and which headers: the target's generated unit (recrash-values.cpp, written by
// cmake/RecrashAssignRegistrations.cmake) includes them and instantiates those types' saving code
// once for the whole target, so that the sources that record them compile none of it.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/Type.h>
#include <clang/Basic/SourceManager.h>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace recrash::instrument {

/// Adds to `out` where each class, enumeration and template that `type` names is declared: the
/// type itself, what it points or refers to, its template arguments, a function type's return
/// and parameter types, and what a project class's bases and members name (its serializer saves
/// them). A builtin type names none.
void named_declarations(clang::QualType type, std::vector<clang::SourceLocation>& out);

/// The #include lines at the top of a source that another unit can repeat: those before the
/// source's first declaration, its first preprocessor line other than an #include or a
/// conditional (a #define, a #pragma: what the headers after it could depend on), and the first
/// include of a fragment of the source (an .inc) or of a project header that defines a function
/// or variable every includer would define again.
struct SourcePrelude {
  struct Include {
    clang::FileID file;
    std::string line;  ///< "#include <...>" as another unit writes it
  };
  std::vector<Include> includes;

  /// How many of `includes` a unit reads to name what is declared at `declarations`; none when
  /// something is declared in the source itself or in a file it includes after the prelude.
  std::optional<std::size_t> needed_for(const std::vector<clang::SourceLocation>& declarations,
                                        const clang::SourceManager& sources) const;
};

/// The prelude of the unit's main file. `spelled` gives the line that includes a file from
/// another unit of the target: a project header's copy by its absolute path, a system header as
/// the source spelled it.
SourcePrelude source_prelude(clang::ASTContext& context,
                             const std::function<std::string(clang::FileID, llvm::StringRef spelling)>& spelled);

}  // namespace recrash::instrument
