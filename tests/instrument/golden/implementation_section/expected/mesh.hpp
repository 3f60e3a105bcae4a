// Instrumented by recrash-instrument from mesh.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "mesh.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/mesh.hpp"
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
#define RECRASH_BLOCK_mesh_hpp_20
#line 22
#include <sstream>

namespace mesh {

struct Face {
  std::vector<int> corners;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 28
};
// Added by recrash-instrument: Face's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Face::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, corners);
}
#line 29

struct LineReader {
  virtual ~LineReader() = default;
  
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "@INPUT@/mesh.cpp"
#line 32
virtual bool next(std::istream& in, std::string& line) { RECRASH_ENTRY(1, METHOD, in, line) return [&](decltype(in)& in, decltype(line)& line) RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, in, line);
#line 32

    if (!std::getline(in, line)) return false;
    return !line.empty();
  }(in, line); RECRASH_TWIN_END
#line 32

    if (!std::getline(in, line)) return false;
    return !line.empty();
  }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 35


  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  LineReader() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit LineReader(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  LineReader(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : LineReader(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 36
};
// Added by recrash-instrument: LineReader's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void LineReader::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
}
#line 37


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "@INPUT@/mesh.cpp"
#line 38
static int triangles_of(const std::vector<Face>& faces, const std::vector<float>& vertices) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(faces), ::recrash::by_reference(vertices)) return [&](decltype(faces)& faces, decltype(vertices)& vertices) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(faces), ::recrash::by_reference(vertices));
#line 38

  int triangles = 0;
  for (const Face& face : faces) {
    for (const int corner : face.corners) {
      if (vertices.at(static_cast<std::size_t>(corner) * 3) < -1e30F) return -1;
    }
    triangles += static_cast<int>(face.corners.size()) - 2;
  }
  return triangles;
}(faces, vertices); RECRASH_TWIN_END
#line 38

  int triangles = 0;
  for (const Face& face : faces) {
    for (const int corner : face.corners) {
      if (vertices.at(static_cast<std::size_t>(corner) * 3) < -1e30F) return -1;
    }
    triangles += static_cast<int>(face.corners.size()) - 2;
  }
  return triangles;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 47


int count_triangles(const std::string& text) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(text));
#line 49

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
}(text); RECRASH_TWIN_END
#line 49

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

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
#if defined(RECRASH_BLOCK_mesh_hpp_20)
RECRASH_VALUE_ELSEWHERE(mesh::LineReader);
RECRASH_VALUE_ELSEWHERE(std::basic_istream<char, std::char_traits<char>>);
RECRASH_VALUE_ELSEWHERE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
RECRASH_VALUE_ELSEWHERE(std::vector<float, std::allocator<float>>);
RECRASH_VALUE_ELSEWHERE(std::vector<mesh::Face, std::allocator<mesh::Face>>);
#endif
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 3 hooks, 2 serializers, 0 registrations
