#pragma once

#include <string>

// Only declared here, as yaml-cpp's SingleDocParser declares the Directives it refers to: the
// unit that defines Parser's functions never sees the class complete.
struct Settings;

class Parser {
 public:
  explicit Parser(const Settings& settings) : settings_(settings) {}
  int depth_of(const std::string& text);
  const Settings& settings() const { return settings_; }

 private:
  const Settings& settings_;
  int calls_ = 0;
};
