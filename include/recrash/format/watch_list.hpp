// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The watch-list file of second-chance mode (RECRASH_MODE=second-chance), version 1.
///
///     # recrash watch list 1
///     int Calculator::divide(int, int)
///     void run(const std::vector<std::string>&)
///
/// The first line is exactly kWatchListHeader. Every other line names one hooked function by
/// its hook's signature, the compiler's pretty name for it (what `recrash-gen --show` prints for
/// a frame, and what `recrash-gen --watch-list DUMP` writes). Empty lines and lines starting with
/// '#' are ignored. A signature is the compiler's: a list learned from a g++ build does not name
/// the functions of the same program built by clang.
///
/// A program keeps the list it learns from its own crashes in `<state dir>/watch-list`
/// (RECRASH_STATE_DIR); a vendor ships lists of its own in files named by RECRASH_WATCH_LIST
/// (':'-separated) and can update them without rebuilding.

namespace recrash::format {

inline constexpr char kWatchListHeader[] = "# recrash watch list 1";
inline constexpr char kWatchListFileName[] = "watch-list";

}  // namespace recrash::format
