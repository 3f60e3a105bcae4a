// SPDX-License-Identifier: MIT
// The command line of a tool that prints a name a number of times.
#pragma once

#include <string>
#include <vector>

namespace cli {

struct Request {
  std::string name;
  int reps = 0;
  bool help = false;
};

/// Reads `arguments` (the program's name first): -n/--name NAME, then the number of repetitions,
/// positional or as -r/--reps.
Request read(std::vector<std::string> arguments);

}  // namespace cli
