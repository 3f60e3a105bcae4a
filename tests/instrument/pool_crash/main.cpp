// SPDX-License-Identifier: MIT
// Builds a small tree, then removes a node that is not there (SIGSEGV in Document::remove).
#include <document.hpp>

#include <cstdio>

int main() {
  pool::Document document;
  pool::Element* root = document.add(nullptr, 1);
  for (int tag = 2; tag < 7; ++tag) document.add(root, tag);
  document.remove(document.find(3));
  std::printf("depth of 6: %d\n", document.find(6)->depth());
  document.remove(document.find(99));
  return 0;
}
