// SPDX-License-Identifier: MIT
// "red:5;blue:0;green:2": blue's count of 0 divides by zero (SIGFPE).
#include <fields.hpp>

#include <cstdio>

int main() {
  std::printf("%d\n", fields::total_share("red:5;blue:0;green:2"));
  return 0;
}
