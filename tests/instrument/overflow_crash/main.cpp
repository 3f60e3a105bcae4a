// SPDX-License-Identifier: MIT
// A one-way route, then the same route closed into a round trip: its duration recurses along an
// endless chain of legs until the stack overflows (SIGSEGV).
#include <route.hpp>

#include <cstdio>

int main() {
  route::Route trip(3);
  std::printf("one way: %ld minutes\n", trip.duration());
  trip.close_loop();
  std::printf("round trip: %ld minutes\n", trip.duration());
  return 0;
}
