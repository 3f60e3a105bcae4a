// SPDX-License-Identifier: MIT
// Where a file of the user's project is, and where its instrumented copy goes: the output
// directory mirrors the source root, so that quoted includes between copies resolve to copies.
#pragma once

#include <llvm/ADT/StringRef.h>

#include <string>
#include <vector>

namespace recrash::instrument {

/// An absolute path without "." or ".." components and with symbolic links resolved where the
/// file exists.
std::string normalized_path(llvm::StringRef path);

class ProjectLayout {
 public:
  ProjectLayout(llvm::StringRef source_root, llvm::StringRef output_dir);

  const std::string& source_root() const { return source_root_; }
  const std::string& output_dir() const { return output_dir_; }

  /// True for a file of the project: under the source root, and not a copy in the output directory.
  bool in_project(llvm::StringRef normalized) const;
  /// True for a path in the output directory.
  bool in_output(llvm::StringRef normalized) const;
  /// The path relative to the source root ("src/parser.cpp"), or the path itself outside it.
  std::string relative(llvm::StringRef normalized) const;
  /// Where the instrumented copy of a project file goes.
  std::string mirror(llvm::StringRef normalized) const;

 private:
  std::string source_root_;
  std::string output_dir_;
};

/// The name a test would include a header by: relative to the deepest of `include_dirs` that
/// holds it, or its absolute path when none does.
std::string include_name(llvm::StringRef header, const std::vector<std::string>& include_dirs);

/// True when `path` is `dir` or inside it (both normalized).
bool path_within(llvm::StringRef path, llvm::StringRef dir);

}  // namespace recrash::instrument
