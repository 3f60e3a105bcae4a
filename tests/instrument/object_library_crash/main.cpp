// SPDX-License-Identifier: MIT
// Samples with a stride of argc - 1: with no argument, Sampler::average divides by zero.
#include "meter.hpp"

#include <cstdio>

int main(int argc, char**) {
  const meter::Sampler sampler(argc - 1);
  std::printf("%d\n", sampler.average({3, 5, 7, 9}));
  return 0;
}
