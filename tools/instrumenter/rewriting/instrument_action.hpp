// SPDX-License-Identifier: MIT
// The front-end action run on each source: parse it, insert hooks, write the copies.
#pragma once

#include "rewriting/function_instrumenter.hpp"
#include "rewriting/options.hpp"
#include "rewriting/project_layout.hpp"

#include <recrash/format/test_names.hpp>

#include <clang/Tooling/Tooling.h>

#include <set>
#include <string>
#include <vector>

namespace recrash::instrument {

/// What the sources of one run added up to.
struct InstrumentResults {
  std::set<SkippedFunction> skipped;
  std::set<SkippedFunction> classified;  ///< hooked functions, the immutability verdicts as reason
  format::TestNames names;               ///< what the tests of their frames may spell by name
  std::set<std::string> inputs;          ///< every project file read (normalized), for the depfile
  /// The registrations of its headers' classes the source could make for its target, each
  /// "symbol line" (InstrumentOptions::registrations_list).
  std::set<std::string> target_registrations;
  std::vector<std::string> errors;
  unsigned hooks = 0;
};

class InstrumentActionFactory : public clang::tooling::FrontendActionFactory {
 public:
  InstrumentActionFactory(const InstrumentOptions& options, const ProjectLayout& layout, InstrumentResults& results)
      : options_(options), layout_(layout), results_(results) {}

  std::unique_ptr<clang::FrontendAction> create() override;

 private:
  const InstrumentOptions& options_;
  const ProjectLayout& layout_;
  InstrumentResults& results_;
};

}  // namespace recrash::instrument
