// SPDX-License-Identifier: MIT
#include "shapes.hpp"

namespace canvas {

std::unique_ptr<Shape> make_strip(int width, int height) { return std::make_unique<Strip>(width, height); }

std::unique_ptr<Shape> make_scaled(int side, int factor) { return std::make_unique<Scaled<int>>(side, factor); }

}  // namespace canvas
