// Includes node.hpp only: Node's copy constructor is not defined in this unit.
#include "node.hpp"

#include <stdexcept>

namespace tree {

void Node::shift(int by) {
  if (by < 0) throw std::invalid_argument("a node moves forward only");
  id_ += by;
}

int count_events(const Node& node, int times) {
  return node.id() * times;
}

int total(const std::vector<Node>& nodes, const std::vector<int>& weights) {
  int sum = 0;
  for (const Node& node : nodes) sum += node.id();
  return sum + static_cast<int>(weights.size());
}

int follow(const Edge& edge, const Node* next, const std::shared_ptr<Node>& shared) {
  return edge.weight + (next != nullptr ? next->id() : 0) + (shared ? shared->id() : 0);
}

int spell(const Label& label, Node) {
  return static_cast<int>(label.text().size());
}

}  // namespace tree
