// SPDX-License-Identifier: MIT
// Splits a bill of 120 among as many people as it has arguments: none, and it divides by zero.
#include "split.hpp"

#include <cstdio>

int main(int argc, char**) { std::printf("%d\n", bills::split(120, argc - 1)); }
