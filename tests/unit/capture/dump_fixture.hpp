// SPDX-License-Identifier: MIT
// Writes a requested dump from inside hooked code and reads it back, so tests can look at what a
// crash at that point would have recorded.
#pragma once

#include <recrash/config.hpp>
#include <recrash/dump.hpp>
#include <recrash/format/dump.hpp>
#include <recrash/replay.hpp>

#include <gtest/gtest.h>

#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace recrash::testing {

/// A dump directory of its own for the test binary, removed at exit by the process that made it
/// (a death test's child dies or leaves by _exit; a forked child that exits leaves it alone).
inline const std::string& scratch_dump_dir() {
  static char made[] = "/tmp/recrash-unit.XXXXXX";
  static const pid_t maker = getpid();
  static const std::string dir = [] {
    const std::string path = mkdtemp(made);
    std::atexit([] {
      if (getpid() == maker) {
        std::error_code ignored;
        std::filesystem::remove_all(made, ignored);
      }
    });
    Config config;
    config.dump_dir = path;
    config.quiet = true;
    configure(config);
    return path;
  }();
  return dir;
}

/// Writes a dump now and returns it parsed; removes the file.
inline format::Dump dump_here(const std::string& reason = "test") {
  scratch_dump_dir();
  const std::string path = write_dump(reason);
  EXPECT_FALSE(path.empty());
  format::Dump dump = format::read_dump(path);
  std::remove(path.c_str());
  return dump;
}

/// The dump that `write` (a recording function called with its values, returning the path of the
/// dump it wrote) writes in Full mode, with `config`'s copy strategies; opened as a test opens
/// it, the file removed. Both strategies are Reference afterwards (configure() keeps what a
/// Config leaves unset).
template <class Write>
replay::Dump dump_written_by(Write write, Config config = {}) {
  config.dump_dir = scratch_dump_dir();
  config.quiet = true;
  config.mode = Mode::Full;
  configure(config);
  const std::string path = write();
  config.receiver_strategy = CopyStrategy::Reference;
  config.argument_strategy = CopyStrategy::Reference;
  configure(config);
  EXPECT_FALSE(path.empty());
  replay::Dump dump(path);
  std::remove(path.c_str());
  return dump;
}

}  // namespace recrash::testing
