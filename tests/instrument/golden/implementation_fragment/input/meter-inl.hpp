// SPDX-License-Identifier: MIT
// The definitions of meter.hpp, compiled once by meter.cpp: neither inline nor templates.
#pragma once

#include "meter.hpp"

namespace meter {

Gauge::Gauge(int scale) : scale_(scale) {}

int Gauge::read(int raw) const {
  if (raw < 0) return 0;
  return raw * 100 / scale_;
}

int percent(const Gauge& gauge, int raw, int full) { return gauge.read(raw) * 100 / full; }

}  // namespace meter
