// SPDX-License-Identifier: MIT
// Offline symbolizing of a dump's backtrace with binutils' addr2line, when the modules it names
// exist on this machine.
#pragma once

#include <recrash/format/dump.hpp>

#include <string>
#include <vector>

namespace recrash::gen {

struct SymbolizedFrame {
  std::string module;    ///< file name of the module, or "?"
  std::uint64_t offset;  ///< in the module
  std::string function;  ///< demangled, or "" when unknown
  std::string location;  ///< "file:line", or ""
};

/// One entry per backtrace address. Modules that are missing, or whose build id differs from the
/// recorded one, are left unsymbolized.
std::vector<SymbolizedFrame> symbolize(const format::Dump& dump);

/// The GNU build id of an ELF file, as hex; "" if it has none or cannot be read.
std::string read_build_id(const std::string& path);

/// Runs a program (no shell) and returns what it printed on stdout; "" if it could not run.
std::string run_program(const std::vector<std::string>& argv);

}  // namespace recrash::gen
