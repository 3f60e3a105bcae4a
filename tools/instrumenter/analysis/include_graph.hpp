// SPDX-License-Identifier: MIT
// Which files include which, as the preprocessor read the #include lines, also those it skipped
// because the file was already included (#pragma once, include guards), which the SourceManager
// does not keep. A header's copy must read the same whichever unit wrote it: whether the header
// includes the file that completes a class must not depend on what the unit included first.
#pragma once

#include <clang/Basic/FileEntry.h>
#include <clang/Basic/SourceLocation.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/PPCallbacks.h>

#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace recrash::instrument {

class IncludeGraph {
 public:
  void add(const clang::FileEntry* includer, const clang::FileEntry* included, clang::SourceLocation line);
  /// Where `file` includes `target`, directly or through files it includes: the location of its
  /// #include line, or an invalid location when it does not.
  clang::SourceLocation include_in(const clang::FileEntry* file, const clang::FileEntry* target) const;

 private:
  std::map<const clang::FileEntry*, std::vector<std::pair<const clang::FileEntry*, clang::SourceLocation>>> edges_;
};

/// Callbacks that record into `graph` every #include line the preprocessor reads.
std::unique_ptr<clang::PPCallbacks> record_includes(const clang::SourceManager& sources, IncludeGraph& graph);

/// The graph of the translation unit being instrumented (the tool instruments one at a time),
/// or null outside one.
const IncludeGraph* current_include_graph();
void set_current_include_graph(const IncludeGraph* graph);

}  // namespace recrash::instrument
