// SPDX-License-Identifier: MIT
// A header its source finds beside it (a quoted include, no include directory), compiled with no
// -std= (g++ 12's default is C++17; clang 14's would be C++14, where std::optional is missing).
#pragma once

#include <optional>
#include <string>
#include <vector>

class Tally {
 public:
  explicit Tally(std::string name) : name_(std::move(name)) {}
  void add(int value);
  std::optional<int> mean() const;

 private:
  std::string name_;
  std::vector<int> values_;
};
