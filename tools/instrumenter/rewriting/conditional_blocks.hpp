// SPDX-License-Identifier: MIT
// The conditional blocks (#if ... #endif) of a unit's files, so that what recrash-instrument adds
// at the end of a header's copy is compiled only where what it names is. A header may define a
// type, or a function whose hook records one, only where the unit that includes it asks for it:
// a single-header library's implementation section (`#ifdef FOO_IMPLEMENTATION`) is compiled by
// one source, and every other unit includes the same copy without it.
#pragma once

#include <clang/Basic/SourceLocation.h>

#include <map>
#include <set>
#include <string>

namespace clang {
class PPConditionalDirectiveRecord;
class Preprocessor;
class Rewriter;
}  // namespace clang

namespace recrash::instrument {

/// Where in a file something is compiled: wherever the file is, or only in some of its
/// conditional blocks, each named by the macro that ConditionalBlocks defines inside it.
struct Presence {
  bool always = false;
  std::set<std::string> blocks;

  /// One more place it is: a block's macro, or "" for the whole file.
  void add(const std::string& block);
  void add(const Presence& other);
  /// `text` (lines, the last without its newline) as compiled where this is: unchanged, or
  /// inside `#if defined(<block>) || ...` and `#endif`.
  std::string guard(const std::string& text) const;
};

class ConditionalBlocks {
 public:
  /// Watches the preprocessor's conditional directives; call before the unit is parsed.
  explicit ConditionalBlocks(clang::Preprocessor& preprocessor);

  /// "" where `location` (an expansion location) is compiled whenever its file is: outside any
  /// block but the file's include guard. Else the macro defined in the branch of the innermost
  /// block that holds it: `RECRASH_BLOCK_<name>_<line of the branch's directive>`, `name` the
  /// file's name in the project (`relative_name`) with every other character than a letter or a
  /// digit made '_'.
  std::string macro_at(clang::SourceLocation location, const std::string& relative_name);

  /// Whether `location` (an expansion location) is in a block of its file, as macro_at() says,
  /// without naming one.
  bool in_block(clang::SourceLocation location) const;

  /// Defines each macro that macro_at named on the line after its branch's directive (a #line
  /// keeps the original's numbering).
  void define_used(clang::Rewriter& rewriter) const;

 private:
  /// The directive of the innermost block's branch that holds `location`; invalid for none.
  clang::SourceLocation branch_at(clang::SourceLocation location) const;

  clang::Preprocessor& preprocessor_;
  clang::PPConditionalDirectiveRecord* record_;        // owned by the preprocessor
  std::map<clang::SourceLocation, std::string> used_;  // a branch's directive -> its macro
};

}  // namespace recrash::instrument
