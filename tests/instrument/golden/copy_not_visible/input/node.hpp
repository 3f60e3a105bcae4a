// Node's copy constructor is declared here and defined inline in node_impl.hpp (as YAML::Node's
// is in yaml-cpp's impl.h): a unit that does not include node_impl.hpp cannot copy a Node.
// tests/instrument builds events.cpp into a program too, which must link.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tree {

class Node {
 public:
  explicit Node(int id) : id_(id) {}
  Node(const Node& other);
  int id() const { return id_; }
  void shift(int by);  // defined in events.cpp, whose hook cannot copy its receiver

 private:
  int id_;
};

/// Copied through its implicit copy constructor, which copies a Node.
struct Edge {
  Node from;
  int weight;
};

/// Its copy constructor is inline and defined here: every unit that sees the class can copy it.
class Label {
 public:
  explicit Label(std::string text) : text_(std::move(text)) {}
  Label(const Label& other) : text_(other.text_ + "") {}
  const std::string& text() const { return text_; }

 private:
  std::string text_;
};

// Defined in events.cpp.
int count_events(const Node& node, int times);
int total(const std::vector<Node>& nodes, const std::vector<int>& weights);
int follow(const Edge& edge, const Node* next, const std::shared_ptr<Node>& shared);
int spell(const Label& label, Node);

inline int weigh(const Node& node, const Label& label) {  // node.hpp does not define Node's copy
  return node.id() * static_cast<int>(label.text().size());
}

}  // namespace tree
