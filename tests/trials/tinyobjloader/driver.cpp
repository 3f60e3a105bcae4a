// SPDX-License-Identifier: MIT
// Loads two models from text, as a viewer would after reading them: a unit quad, then a file whose
// last face names vertex 500,000,000 of a file that declares three. tinyobjloader 1.1.1
// triangulates that face without checking the index and reads the vertex array gigabytes past
// its end.
#include <tiny_obj_loader.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::size_t count_triangles(const char* name, const std::string& text) {
  std::istringstream stream(text);
  tinyobj::attrib_t attrib;
  std::vector<tinyobj::shape_t> shapes;
  std::vector<tinyobj::material_t> materials;
  std::string err;
  if (!tinyobj::LoadObj(&attrib, &shapes, &materials, &err, &stream)) {
    std::printf("%s: %s\n", name, err.c_str());
    return 0;
  }
  std::size_t triangles = 0;
  for (const tinyobj::shape_t& shape : shapes) {
    triangles += shape.mesh.num_face_vertices.size();
  }
  std::printf("%s: %zu vertices, %zu triangles\n", name, attrib.vertices.size() / 3, triangles);
  return triangles;
}

}  // namespace

int main() {
  count_triangles("quad", "o quad\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n");
  count_triangles("hostile", "o sliver\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 500000000\n");
  return 0;
}
