// Instrumented by recrash-instrument from shapes.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "shapes.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/shapes.hpp"
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
// Added by recrash-instrument: what cereal needs to save this struct into a dump and to load
// it in a test.
extern "C++" template <class RecrashArchive>
void serialize(RecrashArchive& recrash_archive, mesh_t& recrash_value) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, &recrash_value);
  ::recrash::generated::field(recrash_archive, recrash_value.points);
  ::recrash::generated::field(recrash_archive, recrash_value.indices);
}
#line 14


typedef struct {
  std::string name;
  mesh_t mesh;
} shape_t;
// Added by recrash-instrument: what cereal needs to save this struct into a dump and to load
// it in a test.
extern "C++" template <class RecrashArchive>
void serialize(RecrashArchive& recrash_archive, shape_t& recrash_value) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, &recrash_value);
  ::recrash::generated::field(recrash_archive, recrash_value.name);
  ::recrash::generated::field(recrash_archive, recrash_value.mesh);
}
#line 19


// A member a test cannot set: no serializer.
typedef struct {
  const int id;
  float weight;
} frozen_t;

std::size_t triangle_count(const shape_t* shape, const frozen_t& frozen);

}  // namespace shapes
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 2 serializers, 0 registrations
