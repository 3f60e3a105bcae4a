// SPDX-License-Identifier: MIT
#include "shapes.hpp"

namespace canvas {

int share(const std::unique_ptr<Shape>& shape, int total) { return total / shape->area(); }

}  // namespace canvas
