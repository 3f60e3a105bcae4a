// SPDX-License-Identifier: MIT
// What the instrumenter writes: the copies with their first and last lines, the report of
// skipped functions, a depfile.
#pragma once

#include "rewriting/function_instrumenter.hpp"

#include <llvm/ADT/StringRef.h>

#include <map>
#include <set>
#include <string>

namespace recrash::instrument {

/// `text` as a C++ string literal (quotes and backslashes escaped).
std::string string_literal(llvm::StringRef text);

/// `#line 1 "<original_path>"` and `body`, the original's text: every copy's body starts so, that
/// compiler messages, __FILE__, assert() and debug information name the file the user edits, at
/// its own line numbers. A UTF-8 byte order mark that starts the original is left out: only the
/// first bytes of a file may hold one, and the copy's first lines are recrash's.
std::string original_text(llvm::StringRef original_path, llvm::StringRef body);

/// A source file's copy: RECRASH_DECLARING_HEADER ("" when unknown), then the include (and, with
/// `serializers`, the one generated serializers need), then the body, whose lines are numbered
/// as the original's. A file that defines RECRASH_DECLARING_HEADER itself (in `original`, its
/// text before instrumenting) keeps its own definition: its hooks read it where they are, so a
/// definition below the include still counts. With `declarations_only`, the hooks are included
/// without the code that saves values: the copy's end includes it when the build gives the unit
/// types to instantiate (cmake/RecrashAssignRegistrations.cmake), and a unit given none compiles
/// without it.
std::string instrumented_source(llvm::StringRef original_name, llvm::StringRef original_path,
                                llvm::StringRef declaring_header, llvm::StringRef original, llvm::StringRef body,
                                bool serializers, bool declarations_only);

/// How a header's copy includes recrash, and what it ends with.
struct HeaderCopy {
  bool serializers = false;  ///< its classes have serializers written in
  /// Its hooks' types are instantiated by the sources that include it: it includes the hooks
  /// without the code that saves values, and what its serializers name declared only (nothing of
  /// cereal: a unit that includes only such copies compiles as fast as it can), unless it
  /// `registers` polymorphic classes, which needs cereal's own machinery.
  bool declarations_only = false;
  /// Its templates' hooks record their instantiations' types: it includes the definitions in an
  /// instrumented source's unit, which instantiates them (and lists the others), and the
  /// declarations only in any other unit (a program's own, a generated test), which then saves
  /// the values of a type only where an instrumented unit of the program compiled its code.
  bool definitions_where_instrumented = false;
  bool registers = false;
  /// The types its hooks record that the sources instantiate, declared at its end as instantiated
  /// elsewhere (RECRASH_VALUE_ELSEWHERE): a unit that includes it and has the code that saves
  /// values (from this copy, when its templates' hooks record their instantiations' types, or
  /// from another) compiles it for its templates' instantiations only. Each with where its hooks
  /// are: a declaration names its type only where a hook that records it is compiled.
  std::map<std::string, Presence> saved_elsewhere;
};

/// A header's copy: the same, with RECRASH_DECLARING_HEADER pushed before and popped after, so
/// that the header's value does not leak into the files that include it; RECRASH_BUILD_MANIFEST
/// too, to `manifest` (when not empty: the target's, for the hooks the program's units compile).
std::string instrumented_header(llvm::StringRef original_name, llvm::StringRef original_path,
                                llvm::StringRef declaring_header, llvm::StringRef manifest, llvm::StringRef body,
                                const HeaderCopy& copy);

/// What a source's copy ends with to instantiate the saving code of `types` (the types of the
/// header copies it reads that include only declarations), or "" for none. Without a
/// registrations list only: with one, the build gives the copy its share of the target's types
/// after it is written (cmake/RecrashAssignRegistrations.cmake).
std::string instantiations_text(const std::set<std::string>& types);

/// Writes `content` to `path`, creating directories, through a temporary file renamed into place
/// (two builds steps may write the same header copy at once). With `only_if_changed`, a file
/// that already holds `content` is left alone, so what depends on it is not rebuilt. Returns ""
/// or what went wrong.
std::string write_file(const std::string& path, llvm::StringRef content, bool only_if_changed);

/// A 64-bit FNV-1a hash of `text`, as 16 hex digits.
std::string fnv1a_hex(llvm::StringRef text);

/// What a header's copy ends with: what it was made from (`generation`, a hash of the original's
/// text and of the tool's settings: InstrumentOptions::settings) and what it holds (its
/// `registrations`: the registrations and loaders of its polymorphic classes).
std::string copy_stamp(llvm::StringRef generation, unsigned hooks, unsigned serializers, unsigned registrations);

/// Writes a header's copy `content`, which ends with its copy_stamp(), unless the copy at `path`
/// has the same generation and ranks higher. Every unit that reads a header writes its copy, and
/// each sees only the blocks its macros select (a single-header library's implementation section
/// is compiled by one source) and the classes complete where the header ends: of the copies of
/// one generation, the one with the most hooks, then serializers, then registrations, then the
/// greater hash of its text is kept, whichever unit ran last. A lock on the
/// copy's directory keeps two units from deciding at once. Returns "" or what went wrong.
std::string write_header_copy(const std::string& path, llvm::StringRef content);

/// The copy of a source the tool could not instrument: it includes the original as it is, so
/// that the compiler reads it (and resolves its includes, byte-order mark and all) exactly as
/// it would without recrash; `reason` is said in a comment.
std::string uninstrumented_source(const std::string& original_path, llvm::StringRef reason);

/// A report's entries: one line per skipped function or member, "file:line:column: name: reason"
/// (recrash/format/skipped_report.hpp).
std::string report_text(const std::set<SkippedFunction>& skipped);

/// A Makefile-style depfile: `target` depends on each of `inputs`.
std::string depfile_text(const std::string& target, const std::set<std::string>& inputs);

}  // namespace recrash::instrument
