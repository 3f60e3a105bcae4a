// SPDX-License-Identifier: MIT
// Saved with a UTF-8 byte order mark, like its header.
#include "gauge.hpp"

Gauge::Gauge(int scale) : scale_(scale) {}

int Gauge::read(int raw) const {
  if (raw < 0) return 0;
  return raw * 100 / scale_;
}
