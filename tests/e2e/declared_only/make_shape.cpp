// SPDX-License-Identifier: MIT
#define RECRASH_DECLARING_HEADER "make_shape.hpp"
#include "make_shape.hpp"

#include "shape.hpp"

#include <recrash/recrash.hpp>

#include <cstdlib>

namespace shapes {

Shape make_shape(int sides) {
  RECRASH_FUNCTION(sides);
  if (sides < 3) std::abort();  // no polygon has fewer than three sides
  return Shape{sides, (sides - 2) * 180};
}

}  // namespace shapes
