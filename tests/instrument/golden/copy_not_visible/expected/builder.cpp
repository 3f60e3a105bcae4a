// Instrumented by recrash-instrument from builder.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "node.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/builder.cpp"
// Includes node_impl.hpp: here a Node can be copied.
#include "node_impl.hpp"

namespace tree {


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 6
Node clone(const Node& node, int times) { RECRASH_ENTRY(1, FUNCTION, node, times) return [&](decltype(node)& node, decltype(times) times) RECRASH_TWIN_ATTRIBUTES -> Node { RECRASH_TWIN_FUNCTION(1, node, times);
#line 6

  Node copy = node;
  return Node(renumber(copy, times));
}(node, times); RECRASH_TWIN_END
#line 6

  Node copy = node;
  return Node(renumber(copy, times));
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 9


}  // namespace tree

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(int);
RECRASH_INSTANTIATE_VALUE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
RECRASH_INSTANTIATE_VALUE(tree::Label);
RECRASH_INSTANTIATE_VALUE(tree::Node);
