// SPDX-License-Identifier: MIT
// Offline symbolizing of a dump's backtrace with binutils' addr2line, when the modules it names
// exist on this machine.
#pragma once

#include <recrash/format/dump.hpp>

#include <string>
#include <vector>

namespace recrash::gen {

struct SymbolizedFrame {
  std::string module;         ///< file name of the module, or "?"
  std::uint64_t offset = 0;   ///< in the module
  std::string function;  ///< demangled, or "" when unknown
  std::string location;  ///< "file:line", or ""
  /// The functions this one was inlined into, innermost first, each "function at file:line".
  std::vector<std::string> inlined_into;
};

/// One entry per backtrace address. With `run_addr2line` false, or for modules that are missing
/// or whose build id differs from the recorded one, entries have module and offset only.
std::vector<SymbolizedFrame> symbolize(const format::Dump& dump, bool run_addr2line);

/// The GNU build id of an ELF file, as hex; "" if it has none or cannot be read.
std::string read_build_id(const std::string& path);

}  // namespace recrash::gen
