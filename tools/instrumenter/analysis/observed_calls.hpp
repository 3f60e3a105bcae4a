// SPDX-License-Identifier: MIT
// What a workload showed of each hooked function's values (the observed-mutations file a program
// run with RECRASH_OBSERVE_MUTATIONS wrote), looked up by where the function's body is.
#pragma once

#include <recrash/format/observed_mutations.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace recrash::instrument {

class ObservedCalls {
 public:
  explicit ObservedCalls(format::ObservedMutations functions);

  /// The observations of the function with `values` values (receiver included) whose body's
  /// brace is on `line` of `file`: its hook is on that line, or on the next one. The file names
  /// each source by the path the program was built from; a source instrumented from another
  /// place (another checkout, the machine that ran the workload) is found by its path below the
  /// source root, `relative`, if one observed path alone ends with it. Null when not observed.
  const format::ObservedFunction* find(const std::string& file, const std::string& relative, unsigned line,
                                       std::size_t values) const;

 private:
  format::ObservedMutations functions_;
  std::map<std::string, std::vector<std::string>> paths_by_name_;  // last path component → observed paths
};

/// The functions a profile (a file written with RECRASH_COUNT_CALLS, or with
/// RECRASH_OBSERVE_MUTATIONS, which counts calls too) calls hot: the most-called ones, most first
/// (equal counts in the file's order), taken while the calls of those taken before are below
/// `share_percent` % of all its calls. 0 takes none; 100 takes every function called.
format::ObservedMutations hottest_functions(const format::ObservedMutations& profile, unsigned share_percent);

/// The calls a profile counted, over all its functions.
std::uint64_t total_calls(const format::ObservedMutations& profile);

}  // namespace recrash::instrument
