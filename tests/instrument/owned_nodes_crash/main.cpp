// SPDX-License-Identifier: MIT
// Builds a tree three levels deep whose deepest element has two children of weight 0, then shares
// a budget down it: Node::share divides by their total, zero (SIGFPE), three elements deep.
#include <tree.hpp>

#include <cstdio>

int main() {
  tree::Document document;
  tree::Element* root = document.add(nullptr, 1, 1);
  tree::Element* left = document.add(root, 2, 3);
  document.add(root, 3, 1);
  tree::Element* deep = document.add(left, 4, 2);
  document.add(left, 5, 2);
  document.add(deep, 6, 0);
  document.add(deep, 7, 0);
  std::printf("shared: %d\n", root->share(1200));
  return 0;
}
