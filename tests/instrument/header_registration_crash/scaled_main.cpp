// SPDX-License-Identifier: MIT
// A square scaled by zero has no area: canvas::share divides by zero (SIGFPE) with a
// canvas::Scaled<int>, a class template's instantiation that archive.cpp registers for the
// library. The program calls nothing of archive.cpp.
#include <shapes.hpp>

#include <cstdio>

int main() {
  const std::unique_ptr<canvas::Shape> square = canvas::make_scaled(2, 0);
  std::printf("%d\n", canvas::share(square, 100));
  return 0;
}
