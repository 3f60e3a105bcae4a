// SPDX-License-Identifier: MIT
#include "analysis/observed_calls.hpp"

#include <llvm/Support/Path.h>

#include <algorithm>

namespace recrash::instrument {

ObservedCalls::ObservedCalls(format::ObservedMutations functions) : functions_(std::move(functions)) {
  for (const auto& [key, function] : functions_) {
    std::vector<std::string>& paths = paths_by_name_[llvm::sys::path::filename(function.file).str()];
    if (std::find(paths.begin(), paths.end(), function.file) == paths.end()) paths.push_back(function.file);
  }
}

const format::ObservedFunction* ObservedCalls::find(const std::string& file, const std::string& relative, unsigned line,
                                                    std::size_t values) const {
  auto named = paths_by_name_.find(llvm::sys::path::filename(file).str());
  if (named == paths_by_name_.end()) return nullptr;
  const std::vector<std::string>& paths = named->second;
  std::string path = std::find(paths.begin(), paths.end(), file) != paths.end() ? file : "";
  for (std::size_t i = 0; i < paths.size() && path != file; ++i) {
    const std::string& observed = paths[i];
    const bool ends_with = observed.size() > relative.size() &&
                           observed.compare(observed.size() - relative.size(), relative.size(), relative) == 0 &&
                           observed[observed.size() - relative.size() - 1] == '/';
    if (!ends_with && observed != relative) continue;
    if (!path.empty()) return nullptr;  // two places hold such a file: neither is known to be this one
    path = observed;
  }
  if (path.empty()) return nullptr;
  for (unsigned hook_line : {line, line + 1}) {
    auto found = functions_.find({path, hook_line, values});
    if (found != functions_.end()) return &found->second;
  }
  return nullptr;
}

std::uint64_t total_calls(const format::ObservedMutations& profile) {
  std::uint64_t total = 0;
  for (const auto& [key, function] : profile) total += function.calls;
  return total;
}

format::ObservedMutations hottest_functions(const format::ObservedMutations& profile, unsigned share_percent) {
  std::vector<const format::ObservedFunction*> ranked;
  for (const auto& [key, function] : profile) {
    if (function.calls > 0) ranked.push_back(&function);
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto* a, const auto* b) { return a->calls > b->calls; });
  // In floating point: a share of a sum of 64-bit counts, exact below 2^64 calls.
  const long double wanted = static_cast<long double>(total_calls(profile)) * share_percent;
  long double taken = 0;
  format::ObservedMutations hottest;
  for (const format::ObservedFunction* function : ranked) {
    if (taken * 100 >= wanted) break;
    taken += static_cast<long double>(function->calls);
    format::merge_observed_function(hottest, *function);
  }
  return hottest;
}

}  // namespace recrash::instrument
