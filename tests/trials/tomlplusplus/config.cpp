// SPDX-License-Identifier: MIT
#include "config.hpp"

#include <toml++/toml.h>

namespace config {

bool load(std::string_view text, Settings& out, std::string& error) {
  toml::table table;
  try {
    table = toml::parse(text, std::string_view{"settings.toml"});
  } catch (const toml::parse_error& failure) {
    error = std::string(failure.description());
    return false;
  }
  const std::optional<std::string> name = table["name"].value<std::string>();
  const toml::array* ports = table["ports"].as_array();
  if (!name || !ports) {
    error = "expected a string `name` and an array `ports`";
    return false;
  }
  out.name = *name;
  out.ports.clear();
  for (const toml::node& port : *ports) {
    const std::optional<std::int64_t> number = port.value<std::int64_t>();
    if (!number) {
      error = "a port is not an integer";
      return false;
    }
    out.ports.push_back(*number);
  }
  return true;
}

}  // namespace config
