// SPDX-License-Identifier: MIT
// Classes with no serializer of their own: recrash_instrument() writes theirs. The test saves
// and loads them through those serializers.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <variant>
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

/// Polymorphic: a pointer to one cannot be saved (a dump keeps static types only).
class Action {
 public:
  virtual ~Action() = default;
  virtual int run() const = 0;
};

/// A variant of which one alternative cannot be saved: the others still are.
class Cell {
 public:
  Cell() = default;
  explicit Cell(std::string text) : data_(std::move(text)) {}
  explicit Cell(std::vector<long> numbers) : data_(std::move(numbers)) {}
  explicit Cell(std::shared_ptr<Action> action) : data_(std::move(action)) {}
  std::size_t index() const { return data_.index(); }
  const std::string& text() const { return std::get<std::string>(data_); }
  const std::vector<long>& numbers() const { return std::get<std::vector<long>>(data_); }

 private:
  std::variant<std::monostate, std::string, std::vector<long>, std::shared_ptr<Action>> data_;
};

}  // namespace model
