// SPDX-License-Identifier: MIT
// Sensor readings averaged through std::span views (C++20).
#pragma once

#include <span>
#include <string>

namespace sensors {

struct Reading {
  std::string station;
  long total = 0;
  int samples = 0;
};

/// The mean of one reading's samples. Nothing checks that it has any.
long mean_of(const Reading& reading);

/// The mean of the readings' means, each counted `weights[i]` times.
long weighted_mean(std::span<const Reading> readings, std::span<const int> weights);

}  // namespace sensors
