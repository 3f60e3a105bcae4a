// SPDX-License-Identifier: MIT
#include "model.hpp"

namespace model {

Node::Node(std::string name, Node* parent) : name_(std::move(name)), parent_(parent) {}

Node& Node::add(const std::string& name) {
  children_.push_back(std::make_unique<Node>(name, this));
  return *children_.back();
}

Tagged::Tagged(int id, const char* label, const Node* owner) : id_(id), label_(label), owner_(owner) {}

}  // namespace model
