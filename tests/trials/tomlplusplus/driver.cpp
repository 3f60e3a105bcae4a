// SPDX-License-Identifier: MIT
// A settings file whose `ports` value is an array nested 100,000 levels deep: "[[[...]]]".
// toml++ 2.3.1 parses values by recursive descent, parser::parse_value calling parse_array
// (through parse_value_known_prefixes) and back once per level with no depth limit, so it runs
// off the end of the stack long before it reaches the innermost array (an 8 MiB stack holds
// about 6,600 levels in a plain Debug build with GCC, each level taking some 1.2 KiB). 100,000
// levels are far past that, and their 200 KB of text fit the dump's default size cap, so the
// parser's input can be kept (1,000,000 levels overflow the same way; their 2 MB do not fit).
#include "config.hpp"

#include <cstdio>
#include <string>

int main() {
  constexpr int kDepth = 100000;
  std::string text = "name = \"api\"\nports = ";
  text.append(kDepth, '[');
  text.append(kDepth, ']');
  text += '\n';
  config::Settings settings;
  std::string error;
  if (config::load(text, settings, error))
    std::printf("%s: %zu ports\n", settings.name.c_str(), settings.ports.size());
  else
    std::printf("rejected: %s\n", error.c_str());
  return 0;
}
