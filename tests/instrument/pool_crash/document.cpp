// SPDX-License-Identifier: MIT
#include "document.hpp"

namespace pool {

int Node::depth() const {
  int depth = 0;
  for (const Node* at = parent_; at != nullptr; at = at->parent_) ++depth;
  return depth;
}

const char* Element::kind() const { return tag_ < 0 ? "comment" : "element"; }

Document::~Document() {
  for (std::size_t i = 0; i < nodes_.size(); ++i) delete nodes_.at(i);
}

Element* Document::add(Element* parent, int tag) {
  auto* element = new Element(*this, tag);
  element->parent_ = parent;
  if (parent != nullptr) ++parent->children_;
  nodes_.push(element);
  return element;
}

Element* Document::find(int tag) const {
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    auto* element = static_cast<Element*>(nodes_.at(i));
    if (element->tag() == tag) return element;
  }
  return nullptr;
}

void Document::remove(Node* node) {
  if (node->parent_ != nullptr) --node->parent_->children_;
  ++removed_;
}

}  // namespace pool
