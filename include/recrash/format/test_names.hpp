// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The test-names file, version 3: what recrash-instrument knows of the names a generated test
/// may write in place of recrash's general forms. recrash_instrument() writes one beside each
/// instrumented copy (<copy>.names.txt); recrash-gen reads those of the targets a dump's build
/// manifests name.
///
///     # recrash test names 3
///     call<TAB>shapes::Circle::scale
///     enumerator<TAB>shapes::Unit<TAB>2<TAB>Yards
///     construct<TAB>shapes::Canvas
///     hidden<TAB>shapes::Parser::Token
///
/// Tab-separated, one fact a line:
/// - `call`, a member function's qualified name: it is public, its class can be named from a
///   test (no class template, local or anonymous class or non-public nested class on the way; a
///   class of an anonymous namespace by a test that includes its source file), and it is the only
///   member of that name in its class, so a test calls it as a developer would
///   (`receiver.scale(factor, clamp)`) and gets that very function.
/// - `enumerator`, an enumeration a hooked function takes, one of its values and that value's
///   first enumerator: a test spells the value `shapes::Unit::Yards` (through its alias when the
///   enumeration is hidden, below: `ShapesParserKind::Word`).
/// - `construct`, a class a hooked function takes (its receiver's, a parameter's or what a
///   pointer parameter points to) that a test can make with `new T()`: a public default
///   constructor, not abstract. Where the dump holds no such value because it was larger than the
///   dump's size cap, a default-constructed one stands in (version 2).
/// - `hidden`, a class or enumeration a hooked function takes (or one of its template arguments)
///   that a test may not name because it, or a class it is nested in, is a private or protected
///   member: a test names it through an alias
///   (RECRASH_ACCESS_TYPE, recrash/access.hpp) (version 3).
/// Lines starting with '#' are comments. Files of several units are merged (the same header's
/// facts are the same in each).

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace recrash::format {

inline constexpr char kTestNamesHeader[] = "# recrash test names 3";

struct TestNames {
  std::set<std::string> called_by_name;  ///< qualified member function names
  /// enumeration (qualified) -> value -> its first enumerator's name
  std::map<std::string, std::map<std::int64_t, std::string>> enumerators;
  std::set<std::string> default_constructible;  ///< qualified class names
  std::set<std::string> hidden_types;           ///< non-public member classes and enumerations

  /// Adds what `other` holds (an enumerator already named keeps its name).
  void merge(const TestNames& other);
  /// The value's enumerator as a test spells it ("shapes::Unit::Yards"), or "".
  std::string enumerator(const std::string& enumeration, std::int64_t value) const;
};

/// Reads a file's text into `names` (merged with what is there). Returns "" or what is wrong,
/// naming the line.
std::string parse_test_names(std::string_view text, TestNames& names);

/// The file's text, header included.
std::string test_names_text(const TestNames& names);

}  // namespace recrash::format
