// SPDX-License-Identifier: MIT
// Draws a square, then a folded segment, whose report divides by zero (SIGFPE).
#include <shapes.hpp>

#include <cstdio>
#include <memory>

int main() {
  shapes::Drawing drawing;
  drawing.add(std::make_unique<shapes::Polygon>(4, 10));
  drawing.add(std::make_unique<shapes::Folded>(2, 7));
  std::fputs(drawing.report(12).c_str(), stdout);
  return 0;
}
