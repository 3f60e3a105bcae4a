// SPDX-License-Identifier: MIT
// Three samples in four buckets: gauges::mean_per divides by zero (SIGFPE). window.hpp, included
// after gauges.hpp, makes this unit instantiate the code that saves a Series (recrash/detail/
// value_traits.hpp) where Series's serializer was declared with declarations only.
#include <gauges.hpp>
#include <window.hpp>

#include <cstdio>

int main() {
  gauges::Series series("kPa");
  for (int sample : {101, 99, 103}) series.add(sample);
  std::printf("%ld\n", gauges::Window<long>(2).last_sum(series));
  std::printf("%d\n", gauges::mean_per(series, 4));
  return 0;
}
