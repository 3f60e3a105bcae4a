// Instrumented by recrash-instrument from node_impl.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "node_impl.hpp;node.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#line 1 "@INPUT@/node_impl.hpp"
#pragma once

#include "node.hpp"

namespace tree {

inline Node::Node(const Node& other) : id_(other.id_) { RECRASH_ENTRY(1, CONSTRUCTOR, other) { [&](decltype(other)& other) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, other);
#line 7
}(other); return; } RECRASH_TWIN_END
#line 7
}

inline int renumber(Node& node, int by) { RECRASH_ENTRY(2, FUNCTION, node, by) return [&](decltype(node)& node, decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(2, node, by);
#line 9
  // the copy constructor is defined above
  return node.id() + by;
}(node, by); RECRASH_TWIN_END
#line 9
  // the copy constructor is defined above
  return node.id() + by;
}

}  // namespace tree

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(int);
RECRASH_VALUE_ELSEWHERE(tree::Node);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 2 hooks, 0 serializers, 0 registrations
