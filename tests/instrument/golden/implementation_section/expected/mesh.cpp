#line 1 "@INPUT@/mesh.cpp"
// SPDX-License-Identifier: MIT
#define MESH_IMPLEMENTATION
#include "mesh.hpp"

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(mesh::LineReader);
RECRASH_INSTANTIATE_VALUE(std::basic_istream<char, std::char_traits<char>>);
RECRASH_INSTANTIATE_VALUE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
RECRASH_INSTANTIATE_VALUE(std::vector<float, std::allocator<float>>);
RECRASH_INSTANTIATE_VALUE(std::vector<mesh::Face, std::allocator<mesh::Face>>);
