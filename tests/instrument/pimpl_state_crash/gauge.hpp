// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <string>

namespace meter {

class Scanner;

/// Averages the digits a scanner reads. Its header only declares the scanner it refers to and the
/// state it keeps behind a pointer (yaml-cpp's SingleDocParser, TagLib's classes): only gauge.cpp
/// sees them complete.
class Gauge {
 public:
  explicit Gauge(Scanner& scanner);
  ~Gauge();
  Gauge(const Gauge&) = delete;
  Gauge& operator=(const Gauge&) = delete;

  /// Reads the rest of the scanner's text: a digit is a sample, 'r' starts again, '/' divides
  /// the total by the samples so far (none just after an 'r').
  int average(int scale);

 private:
  struct State;
  /// What the '/' divides by, reached through a struct with no function of its own (poly2tri's
  /// SweepContext::EdgeEvent): gauge.cpp, which defines Gauge's, saves and loads its pointer.
  struct Divisor {
    const State* state = nullptr;
  };
  Scanner& scanner_;
  std::unique_ptr<State> state_;
  Divisor divisor_;
};

/// Averages `text` with a gauge of its own.
int measure(const std::string& text, int scale);

}  // namespace meter
