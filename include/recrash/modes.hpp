// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The run time's modes and the ways a hook keeps a value: what recrash/config.hpp sets, and what
/// the hooks (recrash/frame.hpp) name, without the rest of the configuration, whose strings every
/// unit that includes an instrumented header would otherwise read.

#include <cstdint>

namespace recrash {

enum class Mode : std::uint8_t {
  Off,   ///< hooks do nothing and no handler is installed
  Full,  ///< every hooked call is recorded
  /// Only the functions on the watch list are recorded (thesis §4.1.2.2). A crash writes a dump
  /// of the backtrace and adds the hooked functions on it to the watch list in the state
  /// directory, so the same crash in a later run yields a full dump.
  SecondChance,
};

/// How a hook keeps a receiver or argument between call entry and a crash (thesis §4.1.2.1).
enum class CopyStrategy : std::uint8_t {
  Reference,  ///< keep the address; the value is read when the dump is written
  Copy,       ///< copy-construct at entry; raw pointers inside are shared
};

}  // namespace recrash
