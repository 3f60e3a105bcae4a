// Includes node_impl.hpp: here a Node can be copied.
#include "node_impl.hpp"

namespace tree {

Node clone(const Node& node, int times) {
  Node copy = node;
  return Node(renumber(copy, times));
}

}  // namespace tree
