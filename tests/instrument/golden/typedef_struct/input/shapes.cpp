// SPDX-License-Identifier: MIT
#include "shapes.hpp"

namespace shapes {

std::size_t triangle_count(const shape_t* shape, const frozen_t& frozen) {
  if (frozen.weight < 0) return 0;
  return shape->mesh.indices.size() / 3 + static_cast<std::size_t>(frozen.id) * 0;
}

}  // namespace shapes
