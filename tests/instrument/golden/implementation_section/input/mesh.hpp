// SPDX-License-Identifier: MIT
// A single-header library whose implementation section, behind the macro one source defines (as
// tinyobjloader's TINYOBJLOADER_IMPLEMENTATION), defines types of its own: the hooks there record
// them, and a unit that includes the header without the macro has never heard of them.
#ifndef MESH_HPP
#define MESH_HPP

#include <string>
#include <vector>

namespace mesh {

/// The number of triangles in an OBJ-like text of "v x y z" and "f a b c" lines, or -1.
int count_triangles(const std::string& text);

}  // namespace mesh

#endif  // MESH_HPP

#ifdef MESH_IMPLEMENTATION /* the definitions,
                              in one source only */
#include <sstream>

namespace mesh {

struct Face {
  std::vector<int> corners;
};

struct LineReader {
  virtual ~LineReader() = default;
  virtual bool next(std::istream& in, std::string& line) {
    if (!std::getline(in, line)) return false;
    return !line.empty();
  }
};

static int triangles_of(const std::vector<Face>& faces, const std::vector<float>& vertices) {
  int triangles = 0;
  for (const Face& face : faces) {
    for (const int corner : face.corners) {
      if (vertices.at(static_cast<std::size_t>(corner) * 3) < -1e30F) return -1;
    }
    triangles += static_cast<int>(face.corners.size()) - 2;
  }
  return triangles;
}

int count_triangles(const std::string& text) {
  std::istringstream in(text);
  LineReader reader;
  std::vector<Face> faces;
  std::vector<float> vertices;
  std::string line;
  while (reader.next(in, line)) {
    std::istringstream fields(line.substr(1));
    if (line[0] == 'v') {
      float coordinate = 0;
      while (fields >> coordinate) vertices.push_back(coordinate);
    } else if (line[0] == 'f') {
      Face face;
      int corner = 0;
      while (fields >> corner) face.corners.push_back(corner - 1);
      faces.push_back(face);
    }
  }
  return triangles_of(faces, vertices);
}

}  // namespace mesh
#endif
