// SPDX-License-Identifier: MIT
// A class template whose inline member records a gauges::Series: its hook's receiver is a
// template parameter's class, so this header's copy includes the code that saves values. A
// program's unit that includes gauges.hpp first (whose copy declares Series's serializer with
// declarations only of what it names) and this header after instantiates Series's saving code
// itself.
#pragma once

#include <gauges.hpp>

#include <cstddef>

namespace gauges {

template <class Sum>
class Window {
 public:
  explicit Window(std::size_t width) : width_(width) {}

  /// The sum of the last `width` samples.
  Sum last_sum(const Series& series) const {
    Sum sum = 0;
    const std::size_t first = series.size() > width_ ? series.size() - width_ : 0;
    for (std::size_t i = first; i < series.size(); ++i) sum += series.at(i);
    return sum;
  }

 private:
  std::size_t width_;
};

}  // namespace gauges
