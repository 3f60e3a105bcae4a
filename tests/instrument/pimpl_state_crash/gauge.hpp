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
  Scanner& scanner_;
  std::unique_ptr<State> state_;
};

/// Averages `text` with a gauge of its own.
int measure(const std::string& text, int scale);

}  // namespace meter
