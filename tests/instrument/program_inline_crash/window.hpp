// SPDX-License-Identifier: MIT
// A class template whose inline members record a gauges::Series: their hooks' receiver is a
// template parameter's class, so this header's copy includes the code that saves values, and a
// unit that instantiates Window<long> compiles that code for a Window<long>. The code that saves
// a Series, a type any unit can name, is the library's: the copy ends by declaring it
// instantiated elsewhere. A program's unit that includes gauges.hpp first (whose copy declares
// Series's serializer with declarations only of what it names) and this header after compiles.
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

  /// The mean of the last `width` samples: divides by zero for a window of width 0.
  Sum last_mean(const Series& series) const {
    const Sum count = static_cast<Sum>(series.size() < width_ ? series.size() : width_);
    return last_sum(series) / count;
  }

 private:
  std::size_t width_;
};

}  // namespace gauges
