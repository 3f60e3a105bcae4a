// SPDX-License-Identifier: MIT
// A strip with no width has no area: canvas::share divides by zero (SIGFPE). The program calls
// nothing of archive.cpp, the library's source that registers Strip.
#include <shapes.hpp>

#include <cstdio>

int main() {
  const std::unique_ptr<canvas::Shape> strip = canvas::make_strip(0, 3);
  std::printf("%d\n", canvas::share(strip, 100));
  return 0;
}
