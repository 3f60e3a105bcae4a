// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The observed-mutations file, version 1: what the dynamic stage of the immutability analysis
/// saw. A program built with recrash_instrument() and run with RECRASH_OBSERVE_MUTATIONS=<file>
/// serializes every monitored call's receiver and arguments at entry and again at exit, and adds
/// to the file, per hooked function, in how many calls each value was seen and how many of those
/// changed it. recrash-instrument --observed-mutations (recrash_instrument(... OBSERVED_MUTATIONS
/// <file>)) reads it back.
///
///     # recrash observed mutations 1
///     /src/ledger.cpp<TAB>12<TAB>2<TAB>40<TAB>40/0 40/3<TAB>long total(Ledger&, int)
///
/// Tab-separated: the source file and line of the function's hook (its body's brace, or the line
/// after it), the number of values the hook records (the receiver first, then the parameters),
/// the calls observed, "observed/changed" per value separated by spaces, and the signature of the
/// first call seen (for people to read; the instantiations of a template share one line). A value
/// is observed in a call when it could be serialized at entry and at exit: a value of a type with
/// no serializer never is, and a value is not serialized again once a call changed it (it is
/// mutable then, whatever the other calls do). Lines starting with '#' are comments. Runs add to
/// a file: lines with the same file, line and number of values are summed.

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace recrash::format {

inline constexpr char kObservedMutationsHeader[] = "# recrash observed mutations 1";

struct ObservedValue {
  std::uint64_t observed = 0;  ///< calls in which it was serialized at entry and at exit
  std::uint64_t changed = 0;   ///< of those, the calls after which its bytes differed
};

struct ObservedFunction {
  std::string file;
  unsigned line = 0;
  std::uint64_t calls = 0;
  std::vector<ObservedValue> values;  ///< the receiver first, when the function has one
  std::string signature;
};

/// A file's functions by file, line and number of values: what identifies a line.
using ObservedKey = std::tuple<std::string, unsigned, std::size_t>;
using ObservedMutations = std::map<ObservedKey, ObservedFunction>;

/// Adds `function` to `functions`: summed into the entry with the same key, or a new one.
void merge_observed_function(ObservedMutations& functions, const ObservedFunction& function);

/// Reads a file's text into `functions` (merged with what is there). Returns "" or what is
/// wrong, naming the line.
std::string parse_observed_mutations(std::string_view text, ObservedMutations& functions);

/// The file's text, header included.
std::string observed_mutations_text(const ObservedMutations& functions);

}  // namespace recrash::format
