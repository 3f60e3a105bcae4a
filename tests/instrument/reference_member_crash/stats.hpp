// SPDX-License-Identifier: MIT
// A report that refers to what it reports on: reference members, to a class, a string, a
// counter and a stream.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace stats {

class Samples {
 public:
  void add(int value);
  /// Leaves the largest sample out of the mean.
  void discard_largest();
  int count() const { return static_cast<int>(values_.size()); }
  int discarded() const { return discarded_; }
  int sum() const;

 private:
  std::vector<int> values_;
  int discarded_ = 0;
};

class Report {
 public:
  Report(const Samples& samples, const std::string& unit, std::ostream& out, int& lines)
      : samples_(samples), unit_(unit), out_(out), lines_(lines) {}
  /// Writes the mean of the samples kept, times `scale`, and returns it.
  int mean_line(int scale) const;

 private:
  const Samples& samples_;
  const std::string& unit_;
  std::ostream& out_;
  int& lines_;
};

}  // namespace stats
