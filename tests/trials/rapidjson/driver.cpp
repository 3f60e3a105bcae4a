// SPDX-License-Identifier: MIT
// A sensor message whose last reading is 1e-3000000000: valid JSON, a number that rounds to 0.
// RapidJSON 1.0.0 accumulates the exponent's digits in an int and checks for overflow only on
// positive exponents; 3,000,000,000 wraps to -1,294,967,296, the minus sign makes that
// +1,294,967,296, and GenericReader::ParseNumber scales the reading by internal::Pow10 of it,
// whose assertion (n <= 308) aborts the Debug build while the document is half built.
#include "telemetry.hpp"

#include <cstdio>
#include <string>

int main() {
  const std::string message =
      R"({"sensor": "t1", "readings": [20.5, 21.0, 1e-)" + std::to_string(3000000000LL) + "]}";
  telemetry::Summary summary;
  std::string error;
  if (telemetry::summarise(message, summary, error))
    std::printf("%s: %d readings, mean %g\n", summary.sensor.c_str(), summary.count, summary.mean);
  else
    std::printf("rejected: %s\n", error.c_str());
  return 0;
}
