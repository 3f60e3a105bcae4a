#pragma once

#include "node.hpp"

namespace tree {

inline Node::Node(const Node& other) : id_(other.id_) {}

inline int renumber(Node& node, int by) {  // the copy constructor is defined above
  return node.id() + by;
}

}  // namespace tree
