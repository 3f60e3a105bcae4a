// SPDX-License-Identifier: MIT
// Sees Node's copy constructor (golden/copy_not_visible/input/node_impl.hpp) but copies no Node:
// nothing in the program defines it out of line, so a hook in events.cpp that could copy a Node
// would leave an undefined reference.
#include "node_impl.hpp"

#include <cstdio>
#include <memory>
#include <vector>

int main() {
  const tree::Node node(7);
  const std::vector<tree::Node> none;
  const tree::Edge edge{tree::Node(2), 4};
  tree::Node moving(1);
  moving.shift(4);
  std::printf("%d %d %d %d %d\n", tree::count_events(node, 3), tree::total(none, {1, 2}),
              tree::follow(edge, &node, std::shared_ptr<tree::Node>()), tree::spell(tree::Label("hello"), tree::Node(1)),
              moving.id());
}
