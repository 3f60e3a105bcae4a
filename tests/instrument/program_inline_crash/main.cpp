// SPDX-License-Identifier: MIT
// Three samples in four buckets: gauges::mean_per divides by zero (SIGFPE). With "window", the
// mean of a window of width 0 does (gauges::Window<long>::last_mean): a class template's
// instantiation that only this unit makes, whose saving code this unit compiles (window.hpp's
// copy includes the definitions), while it refers to the library's for the Series.
#include <gauges.hpp>
#include <window.hpp>

#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
  gauges::Series series("kPa");
  for (int sample : {101, 99, 103}) series.add(sample);
  std::printf("%ld\n", gauges::Window<long>(2).last_sum(series));
  if (argc > 1 && std::strcmp(argv[1], "window") == 0) std::printf("%ld\n", gauges::Window<long>(0).last_mean(series));
  std::printf("%d\n", gauges::mean_per(series, 4));
  return 0;
}
