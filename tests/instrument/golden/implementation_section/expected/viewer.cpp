// Instrumented by recrash-instrument from viewer.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/viewer.cpp"
// SPDX-License-Identifier: MIT
// A unit that includes the library's header as its users do, without the implementation macro.
#include "mesh.hpp"

namespace viewer {


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 7
int triangles_in(const std::string& model) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(model)) return [&](decltype(model)& model) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(model));
#line 7

  const int triangles = mesh::count_triangles(model);
  return triangles < 0 ? 0 : triangles;
}(model); RECRASH_TWIN_END
#line 7

  const int triangles = mesh::count_triangles(model);
  return triangles < 0 ? 0 : triangles;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 10


}  // namespace viewer
