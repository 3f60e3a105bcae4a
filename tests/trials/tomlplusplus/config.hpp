// SPDX-License-Identifier: MIT
// Our code on top of toml++: a service's settings, read from a TOML file such as
//   name = "api"
//   ports = [8080, 8081]
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace config {

struct Settings {
  std::string name;
  std::vector<std::int64_t> ports;
};

// Parses the text with toml::parse and fills `out` from it. Returns false, with `error` set, on
// text that does not parse or a file without that shape.
bool load(std::string_view text, Settings& out, std::string& error);

}  // namespace config
