// SPDX-License-Identifier: MIT
// Classes with no serializer of their own: recrash_instrument() writes theirs. The test saves
// and loads them through those serializers.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace model {

class Node {
 public:
  Node(std::string name, Node* parent);
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  Node& add(const std::string& name);
  const std::string& name() const { return name_; }
  Node* parent() const { return parent_; }
  const Node& child(std::size_t i) const { return *children_.at(i); }
  std::size_t size() const { return children_.size(); }

 private:
  std::string name_;
  Node* parent_;
  std::vector<std::unique_ptr<Node>> children_;
};

class Tagged {
 public:
  Tagged(int id, const char* label, const Node* owner);
  int id() const { return id_; }
  const char* label() const { return label_; }
  const Node* owner() const { return owner_; }

 private:
  const int id_;
  const char* label_;
  const Node* owner_;
  std::mutex lock_;
};

}  // namespace model
