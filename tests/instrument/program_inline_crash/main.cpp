// SPDX-License-Identifier: MIT
// Three samples in four buckets: gauges::mean_per divides by zero (SIGFPE).
#include <gauges.hpp>

#include <cstdio>

int main() {
  gauges::Series series("kPa");
  for (int sample : {101, 99, 103}) series.add(sample);
  std::printf("%d\n", gauges::mean_per(series, 4));
  return 0;
}
