// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Initialisation and configuration of the run-time library.
///
/// recrash initialises itself from the environment before main() runs, so a program with hooks
/// needs no code at all. The environment:
///   RECRASH_DUMP_DIR   where dumps go (default: the working directory at start-up)
///   RECRASH_MODE       `full` (default), `second-chance` or `off`
///   RECRASH_STATE_DIR  where second-chance mode keeps the watch list it learns from crashes
///                      (default: $XDG_STATE_HOME/recrash/<program>, or ~/.local/state/...)
///   RECRASH_WATCH_LIST watch-list files shipped with the program, separated by ':'
///   RECRASH_COPY       `reference` (default) or `copy`, for receivers and arguments alike
///   RECRASH_QUIET      `1` to not print the one line naming the dump after a crash
///   RECRASH_MAX_DUMP_BYTES  the size cap of one dump (default 32 MiB); what does not fit is cut
///   RECRASH_OBSERVE_MUTATIONS  a file: every monitored call's receiver and arguments are
///                      serialized at entry and at exit, and at exit the program adds which ones
///                      the calls changed to the file, for recrash-instrument's immutability
///                      analysis (recrash/format/observed_mutations.hpp). Slow: for a workload
///                      run, not for production.
///   RECRASH_COUNT_CALLS  a file: every monitored call is counted, and at exit the program adds
///                      the count of each hooked function to the file (the same format), for
///                      recrash_instrument(... PROFILE <file>), which leaves the most-called
///                      functions unhooked. Costs about twice what full recording does:
///                      for a workload run, not for production.
/// A program may call recrash::configure() to override any of it; the environment wins over
/// code only where the code leaves a field unset.

#include <recrash/modes.hpp>

#include <cstddef>
#include <optional>
#include <string>

namespace recrash {

struct Config {
  std::optional<std::string> dump_dir;
  std::optional<Mode> mode;
  std::optional<CopyStrategy> receiver_strategy;
  std::optional<CopyStrategy> argument_strategy;
  std::optional<std::string> program_name;     ///< default: the executable's name
  std::optional<std::string> program_version;  ///< shown in every generated test
  std::optional<bool> quiet;
  std::optional<std::size_t> max_dump_bytes;  ///< the size cap of one dump (default 32 MiB)
  std::optional<std::string> state_dir;       ///< second-chance mode's learned watch list
  std::optional<std::string> watch_lists;     ///< shipped watch-list files, ':'-separated
};

/// Applies `config` over the environment's settings, installing or removing the crash handlers
/// as the mode requires. Safe to call more than once; not while another thread is crashing.
/// A program that installs its own handler for SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT or
/// SIGTRAP after start-up calls configure() afterwards: recrash takes the signal back, writes its
/// dump first and then calls the program's handler.
void configure(const Config& config);

/// Shorthand for configure() with only the version set.
void set_program_version(const std::string& version);

/// The settings in force.
Mode mode() noexcept;
CopyStrategy receiver_strategy() noexcept;
CopyStrategy argument_strategy() noexcept;
std::string dump_dir();
/// Where second-chance mode keeps its watch list (the file `watch-list` in it).
std::string state_dir();

/// Parses the names used by the environment ("full", "second-chance", "off", "reference",
/// "copy"); nullopt for anything else.
std::optional<Mode> parse_mode(const std::string& text);
std::optional<CopyStrategy> parse_copy_strategy(const std::string& text);

}  // namespace recrash
