// SPDX-License-Identifier: MIT
// A gauge's samples (a class with no default constructor: recrash-instrument gives it the
// constructor a test loads it with). mean_per() is inline and only the program calls it: the
// library's own source never does.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#define GAUGES_API __attribute__((visibility("default")))

namespace gauges {

class GAUGES_API Series {
 public:
  explicit Series(std::string unit);
  void add(int sample);
  std::size_t size() const { return samples_.size(); }
  int at(std::size_t i) const { return samples_[i]; }
  /// The same type spelled another way: its saving code is instantiated once.
  int from_end(unsigned long back) const { return samples_[samples_.size() - 1 - back]; }

 private:
  std::string unit_;
  std::vector<int> samples_;
};

/// How many samples `keep` keeps. Its parameter's type names this namespace's class inside a
/// function type, which the library's source spells from the global namespace to instantiate its
/// saving code.
inline int count_if(const Series& series, const std::function<bool(const Series&, int)>& keep) {
  int kept = 0;
  for (std::size_t i = 0; i < series.size(); ++i) kept += keep(series, series.at(i)) ? 1 : 0;
  return kept;
}

/// The mean of the samples in each of `buckets` equal runs; divides by zero when there are fewer
/// samples than buckets.
inline int mean_per(const Series& series, int buckets) {
  const int run = static_cast<int>(series.size()) / buckets;
  int sum = 0;
  for (std::size_t i = 0; i < series.size(); ++i) sum += series.at(i);
  return sum / run / buckets;
}

}  // namespace gauges
