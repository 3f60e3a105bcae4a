// SPDX-License-Identifier: MIT
#pragma once

namespace shapes {

struct Shape {
  int sides = 0;
  int angle_sum = 0;
};

}  // namespace shapes
