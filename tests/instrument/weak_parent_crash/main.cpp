// SPDX-License-Identifier: MIT
// Moves "docs" under its own grandchild: the parents form a loop, and depth() overflows the stack.
#include <folders.hpp>

#include <cstdio>

int main() {
  folders::Tree tree;
  tree.add("home", "");
  tree.add("docs", "home");
  tree.add("drafts", "docs");
  tree.add("old", "drafts");
  tree.move("docs", "old");
  std::printf("%d\n", tree.depth_of("old"));
  return 0;
}
