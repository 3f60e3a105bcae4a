// SPDX-License-Identifier: MIT
// The functions every Pebble program starts with: print, len, range, map, sort, split, ...
#pragma once

#include <string>
#include <vector>

namespace pebble {

class Environment;

/// Defines the builtins in `globals`.
void install_builtins(Environment& globals);

/// Their names, sorted.
std::vector<std::string> builtin_names();

}  // namespace pebble
