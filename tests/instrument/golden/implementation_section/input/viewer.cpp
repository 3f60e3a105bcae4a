// SPDX-License-Identifier: MIT
// A unit that includes the library's header as its users do, without the implementation macro.
#include "mesh.hpp"

namespace viewer {

int triangles_in(const std::string& model) {
  const int triangles = mesh::count_triangles(model);
  return triangles < 0 ? 0 : triangles;
}

}  // namespace viewer
