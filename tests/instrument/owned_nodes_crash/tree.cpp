// SPDX-License-Identifier: MIT
#include "tree.hpp"

namespace tree {

int Node::share(int budget) const {
  int total = 0;
  for (const Node* child = first_child_; child != nullptr; child = child->next_sibling_) total += child->weight_;
  if (first_child_ == nullptr) return budget;
  int given = 0;
  for (const Node* child = first_child_; child != nullptr; child = child->next_sibling_) {
    given += child->share(budget * child->weight_ / total);
  }
  return given;
}

int Element::share(int budget) const {
  if (budget % 1000 == id_) return 0;  // an element may refuse its share
  return Node::share(budget);
}

Document::~Document() {
  for (int i = 0; i < count_; ++i) delete made_[i];
}

Element* Document::add(Element* parent, int id, int weight) {
  auto* element = new Element(*this, id, weight);
  made_[count_++] = element;
  if (parent == nullptr) {
    root_ = element;
    return element;
  }
  Node** link = &parent->first_child_;
  while (*link != nullptr) link = &(*link)->next_sibling_;
  *link = element;
  return element;
}

}  // namespace tree
