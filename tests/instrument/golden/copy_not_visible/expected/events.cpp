// Instrumented by recrash-instrument from events.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "node.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/events.cpp"
// Includes node.hpp only: Node's copy constructor is not defined in this unit.
#include "node.hpp"

#include <stdexcept>

namespace tree {

void Node::shift(int by) { RECRASH_ENTRY(1, METHOD, by) return [&](decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_UNCOPIED_THIS(1, by);
#line 8

  if (by < 0) throw std::invalid_argument("a node moves forward only");
  id_ += by;
}(by); RECRASH_TWIN_END
#line 8

  if (by < 0) throw std::invalid_argument("a node moves forward only");
  id_ += by;
}

int count_events(const Node& node, int times) { RECRASH_ENTRY(2, FUNCTION, ::recrash::uncopied(node), times) return [&](decltype(node)& node, decltype(times) times) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(2, ::recrash::uncopied(node), times);
#line 13

  return node.id() * times;
}(node, times); RECRASH_TWIN_END
#line 13

  return node.id() * times;
}

int total(const std::vector<Node>& nodes, const std::vector<int>& weights) { RECRASH_ENTRY(3, FUNCTION, ::recrash::uncopied(nodes), weights) return [&](decltype(nodes)& nodes, decltype(weights)& weights) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(3, ::recrash::uncopied(nodes), weights);
#line 17

  int sum = 0;
  for (const Node& node : nodes) sum += node.id();
  return sum + static_cast<int>(weights.size());
}(nodes, weights); RECRASH_TWIN_END
#line 17

  int sum = 0;
  for (const Node& node : nodes) sum += node.id();
  return sum + static_cast<int>(weights.size());
}

int follow(const Edge& edge, const Node* next, const std::shared_ptr<Node>& shared) { RECRASH_ENTRY(4, FUNCTION, ::recrash::uncopied(edge), next, shared) return [&](decltype(edge)& edge, decltype(next) next, decltype(shared)& shared) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(4, ::recrash::uncopied(edge), next, shared);
#line 23

  return edge.weight + (next != nullptr ? next->id() : 0) + (shared ? shared->id() : 0);
}(edge, next, shared); RECRASH_TWIN_END
#line 23

  return edge.weight + (next != nullptr ? next->id() : 0) + (shared ? shared->id() : 0);
}

int spell(const Label& label, Node recrash_unnamed_1) { RECRASH_ENTRY(5, FUNCTION, label, ::recrash::uncopied(recrash_unnamed_1)) return [&](decltype(label)& label, decltype(recrash_unnamed_1)& recrash_unnamed_1) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(5, label, ::recrash::uncopied(recrash_unnamed_1));
#line 27

  return static_cast<int>(label.text().size());
}(label, recrash_unnamed_1); RECRASH_TWIN_END
#line 27

  return static_cast<int>(label.text().size());
}

}  // namespace tree

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(int);
RECRASH_INSTANTIATE_VALUE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
RECRASH_INSTANTIATE_VALUE(tree::Label);
RECRASH_INSTANTIATE_VALUE(tree::Node);
