// Instrumented by recrash-instrument from node_impl.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "node_impl.hpp;node.hpp"
#include <recrash/frame.hpp>
#pragma once

#include "node.hpp"

namespace tree {

inline Node::Node(const Node& other) : id_(other.id_) { RECRASH_CONSTRUCTOR(other); }

inline int renumber(Node& node, int by) {  // the copy constructor is defined above
  RECRASH_FUNCTION(node, by);
  return node.id() + by;
}

}  // namespace tree
#pragma pop_macro("RECRASH_DECLARING_HEADER")
