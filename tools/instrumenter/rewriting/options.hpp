// SPDX-License-Identifier: MIT
// What one run of recrash-instrument is asked to do, as main.cpp reads it from the command line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace recrash::instrument {

class ObservedCalls;

/// The most statements a hot function on a recursion may hold and still be left unhooked.
inline constexpr std::size_t kProfileMaxRecursiveStatements = 10;

struct InstrumentOptions {
  std::string source_root;               ///< absolute; only files under it are read for functions or copied
  std::string output_dir;                ///< absolute; instrumented copies mirror the source root here
  std::string report_path;               ///< skipped functions, one a line; "" writes none
  std::string depfile_path;              ///< a Makefile-style depfile for the copy of the one source; "" none
  bool monitor_trivial = false;          ///< hook trivial bodies too (see trivial_body_reason())
  bool immutability = true;              ///< capture receivers and parameters found immutable by reference
  bool used_fields = true;               ///< copy only the members of a receiver its method uses
  bool twins = true;                     ///< an unmonitored body too (detail/twin.hpp), in an optimised unit
  std::string immutability_report_path;  ///< the classification per hooked function; "" writes none
  std::string names_report_path;         ///< the test-names file (recrash/format/test_names.hpp); "" writes none
  /// The target's build manifest (recrash_monitor), which the header copies name for their hooks; "" none
  std::string manifest;
  /// Where to list the registrations of the header's polymorphic classes this source could make for
  /// the whole target (recrash_instrument gives each to one source); "" registers them in the header.
  std::string registrations_list;
  const ObservedCalls* observed_calls = nullptr;  ///< a workload's observations (stage D); null for none
  unsigned observed_min_calls = 1;  ///< calls an unknown value must come through unchanged to be immutable
  /// The functions a profile calls hot (hottest_functions()), left unhooked; null for none.
  const ObservedCalls* hot_calls = nullptr;
  unsigned profile_share = 97;      ///< the share of the profile's calls the hot functions made, in %
  std::uint64_t profile_calls = 0;  ///< all the calls the profile counted
  /// A hot function with more statements than this (body_statements()) keeps its hook; one that
  /// is on a recursion of its unit, with more than kProfileMaxRecursiveStatements.
  std::size_t profile_max_statements = 40;
  /// What, besides a header's text, decides its copy (the tool itself, the settings above, the
  /// files they name): a header's copies made with other settings are out of date, whatever they hold.
  std::string settings;
};

}  // namespace recrash::instrument
