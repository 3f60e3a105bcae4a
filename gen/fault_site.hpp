// SPDX-License-Identifier: MIT
// Where a replay must fail for its test to pass: the place of the dump's failure, read off its
// symbolized backtrace by the rule that a replaying test uses on its own stack
// (recrash/format/fault_site.hpp), and the death-test pattern that checks it.
#pragma once

#include "symbolizer.hpp"

#include <recrash/format/dump.hpp>

#include <string>
#include <vector>

namespace recrash::gen {

/// The functions a replay of a signal may die in, or an exception be thrown in (the innermost
/// function of the throw's backtrace), from the dump's backtrace after fold_twins():
/// the innermost one outside the run time; for what may be a stack overflow (SIGSEGV or SIGBUS at
/// an address a stack can have, not a null pointer's, in a backtrace that runs through a recursion), each function from
/// there to the recursion's first repeated call, since the replay's stack may run out in any of them. Empty when the
/// place cannot be checked, with `why` set: the failure is a requested dump, the frame was not symbolized on this
/// machine, or its code was inlined into a lambda the next frame did not call (a replay names the function the code is
/// in). Code inlined into its caller gives each function of that chain; a lambda at its end that the next frame called
/// stands for that frame's function. With more than one, `why` says why: a recursion, or inlined code.
std::vector<std::string> expected_fault_sites(const format::Failure& failure,
                                              const std::vector<SymbolizedFrame>& frames, std::string& why);

/// The extended regular expression a death test matches against what the replay printed: the
/// fault line (recrash::format::fault_line) of any of `functions`, or of code written inside one
/// (a lambda: "f(int)::{lambda(int)#1}::operator()(int) const").
std::string fault_line_pattern(const std::vector<std::string>& functions);

/// The extended regular expression that checks the throw line (recrash::format::throw_line) of
/// an exception of `type` thrown in any of `functions` (none: thrown anywhere).
std::string throw_line_pattern(const std::string& type, const std::vector<std::string>& functions);

/// The place a replay that failed differently printed (after "recrash replay: "), or "".
std::string replayed_fault(const std::string& output);

/// What of the C library's abort message (format::Failure::message of a SIGABRT) a replay must
/// print again: a failed assertion's "Assertion `x' failed." (the program's name and the file's
/// path before it differ in a test), else the message's first line; "" when there is none.
std::string abort_key(const std::string& message);

/// The extended regular expression that matches `key` (abort_key()) printed before the fault line
/// that `fault_pattern` matches ("" for any place).
std::string abort_pattern(const std::string& key, const std::string& fault_pattern);

/// The failed assertion a replay's output shows ("Assertion `x' failed."), or "".
std::string replayed_assertion(const std::string& output);

}  // namespace recrash::gen
