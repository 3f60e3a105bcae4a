// SPDX-License-Identifier: MIT
// Offline symbolizing of a dump's backtrace with binutils' addr2line, when the modules it names
// exist on this machine.
#pragma once

#include <recrash/format/dump.hpp>

#include <string>
#include <vector>

namespace recrash::gen {

struct SymbolizedFrame {
  std::string module;        ///< file name of the module, or "?"
  std::uint64_t offset = 0;  ///< in the module
  std::string function;      ///< demangled, or "" when unknown
  std::string location;      ///< "file:line", or ""
  /// The functions this one was inlined into, innermost first, each "function at file:line".
  std::vector<std::string> inlined_into;
};

/// One entry per backtrace address (before fold_twins()). With `run_addr2line` false, or for modules that are missing,
/// are not regular files (a dump's path may name a FIFO or /dev/stdin, which is never opened) or whose build id differs
/// from the recorded one, entries have module and offset only.
std::vector<SymbolizedFrame> symbolize(const format::Dump& dump, bool run_addr2line);

/// Folds each monitored twin into its function: a call that recrash-instrument's hooks recorded
/// ran the function's entry, which called its twin, a lambda holding the hook (recrash/detail/twin.hpp).
/// Most twins call the function again, so the backtrace has the body's "f(int)", then
/// "f(int)::{lambda(recrash::detail::Reentry, int)#1}::operator()(recrash::detail::Reentry, int)
/// const", then the entry's "f(int)": the twin and the entry go, the body's frame stays. A twin
/// holding a copy of the body ("f(int)::{lambda(int)#1}::operator()(int) const", just above
/// "f(int)") becomes one frame named f(int), at the twin's location (its lines are the
/// original's). A lambda of the program's own called by its function looks the same and is
/// folded too when it is that function's first lambda. clang names lambdas "f(int)::$_3::..."
/// instead, numbered across the unit: there a twin is told by its parameters.
void fold_twins(std::vector<SymbolizedFrame>& frames);

/// The GNU build id of an ELF file, as hex; "" if it has none, cannot be read or is not a regular
/// file (a FIFO, a device: never opened).
std::string read_build_id(const std::string& path);

}  // namespace recrash::gen
