// SPDX-License-Identifier: MIT
#include "gauge.hpp"

namespace gauge {

void Gauge::record(int millibar) { readings_.push_back(millibar); }

int trend(const Gauge& gauge, std::size_t span) { return gauge.ago(0) - gauge.ago(span); }

}  // namespace gauge
