// SPDX-License-Identifier: MIT
// From the compile command the build recorded to the one the instrumenter parses with: found
// for the original source when the build compiles its copy, and cleaned for clang's front end
// (the build's compiler is often g++).
#pragma once

#include "rewriting/project_layout.hpp"

#include <clang/Tooling/ArgumentsAdjusters.h>
#include <clang/Tooling/CompilationDatabase.h>

#include <set>

namespace recrash::instrument {

/// Drops what clang's driver does not know or rejects (g++-only -f and -m flags, -flto=auto),
/// every warning flag (the instrumenter reports no warnings: it adds -w), and include
/// directories inside the output directory, so the originals are parsed, never earlier copies.
clang::tooling::ArgumentsAdjuster strip_for_clang(const ProjectLayout& layout);

/// The build's precompiled headers (CMake's target_precompile_headers) as clang 14 can read them:
/// a header precompiled by another compiler (g++'s .gch, another clang's .pch) is not. An
/// `-include` of a header with a precompiled file beside it is read as text; clang's
/// `-include-pch` is dropped. An `-include` of a header that holds only recrash's headers (what
/// recrash_instrument precompiles for the copies, which the original does not include) is left
/// out, precompiled yet or not.
clang::tooling::ArgumentsAdjuster read_precompiled_headers_as_text();

/// A command that names no C++ standard gets g++'s default, gnu++17 (CMake adds no -std= when
/// the compiler's default already meets the target's cxx_std_17), not clang 14's gnu++14.
clang::tooling::ArgumentsAdjuster add_default_standard();

/// Points clang at the installed compiler's builtin headers unless the command already does.
clang::tooling::ArgumentsAdjuster add_resource_dir(const std::string& resource_dir);

/// Once recrash_instrument() has run, compile_commands.json holds the command for the copy
/// (<output>/src/a.cpp), not for the original (<root>/src/a.cpp) the tool is asked to read. This
/// database answers for the original with the copy's command, the file names swapped back; for
/// a file the build compiles as it is, with its own command; otherwise it asks the wrapped
/// database (which may guess, or be a fixed command line given after "--").
class MirroredCompilationDatabase : public clang::tooling::CompilationDatabase {
 public:
  MirroredCompilationDatabase(clang::tooling::CompilationDatabase& inner, const ProjectLayout& layout);

  std::vector<clang::tooling::CompileCommand> getCompileCommands(llvm::StringRef file) const override;
  std::vector<std::string> getAllFiles() const override;
  std::vector<clang::tooling::CompileCommand> getAllCompileCommands() const override;

 private:
  clang::tooling::CompilationDatabase& inner_;
  const ProjectLayout& layout_;
  std::set<std::string> known_files_;  // normalized
};

}  // namespace recrash::instrument
