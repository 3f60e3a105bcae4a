// SPDX-License-Identifier: MIT
// A pressure gauge's last readings, oldest first.
#pragma once

#include <cstddef>
#include <vector>

namespace gauge {

class Gauge {
 public:
  void record(int millibar);

  /// The reading `age` steps back from the newest. Nothing checks that there are that many.
  int ago(std::size_t age) const { return readings_[readings_.size() - 1 - age]; }

  template <class Archive>
  void serialize(Archive& archive) {
    archive(readings_);
  }

 private:
  std::vector<int> readings_;
};

/// How much the pressure changed over the last `span` readings.
int trend(const Gauge& gauge, std::size_t span);

}  // namespace gauge
