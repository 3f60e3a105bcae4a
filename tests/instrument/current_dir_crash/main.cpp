// SPDX-License-Identifier: MIT
// How many squares of side 2, then of side 0, fit in one of side 6.
#include "square.h"

#include <cstdio>

int main() {
  const plane::Square board(6);
  for (int side : {2, 0}) std::printf("%d\n", plane::fits(board, plane::Square(side)));
}
