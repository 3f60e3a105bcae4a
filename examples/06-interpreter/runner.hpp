// SPDX-License-Identifier: MIT
// Running a script from start to end: lex, parse, resolve, interpret, and report what went wrong
// the way a compiler does.
#pragma once

#include <iosfwd>
#include <string>

namespace pebble {

/// Runs the script `text` (named `name` in messages): its output goes to `out`, diagnostics to
/// `err`. Returns 0 when it ran to the end, 1 when it has errors or failed.
int run_script(const std::string& name, const std::string& text, std::ostream& out, std::ostream& err);

/// Prints the syntax tree of `text` to `out`; returns 1 after reporting syntax errors to `err`.
int print_syntax_tree(const std::string& name, const std::string& text, std::ostream& out, std::ostream& err);

/// The benchmark workload: a script that recurses, loops, builds lists, maps and strings and calls
/// closures for `rounds` rounds, then prints a checksum. Returns what run_script returns.
int run_benchmark(int rounds, std::ostream& out, std::ostream& err);

/// The benchmark's script, for `rounds` rounds.
std::string benchmark_script(int rounds);

}  // namespace pebble
