// SPDX-License-Identifier: MIT
// A library that keeps its functions' definitions in a header of their own, which only its
// source includes (as {fmt}'s format-inl.h, outside its header-only mode): a test must include
// this header, the one that declares them, and not that one, which would define them again.
#pragma once

namespace meter {

class Gauge {
 public:
  explicit Gauge(int scale);
  int read(int raw) const;

 private:
  int scale_;
};

int percent(const Gauge& gauge, int raw, int full);

}  // namespace meter
