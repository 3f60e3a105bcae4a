// SPDX-License-Identifier: MIT
// A C++ header that names its structs by typedef, as C code does, but with members that are
// C++ classes (tinyobjloader's shape_t, attrib_t): a test rebuilds them as it rebuilds a C struct.
#pragma once

#include <string>
#include <vector>

namespace shapes {

typedef struct {
  std::vector<float> points;
  std::vector<int> indices;
} mesh_t;

typedef struct {
  std::string name;
  mesh_t mesh;
} shape_t;

// A member a test cannot set: no serializer.
typedef struct {
  const int id;
  float weight;
} frozen_t;

std::size_t triangle_count(const shape_t* shape, const frozen_t& frozen);

}  // namespace shapes
