// SPDX-License-Identifier: MIT
// A tree whose nodes only their document may make and delete, as tinyxml2's XMLNode and
// XMLElement: the destructors are protected (a node) and private (an element), and a node's
// work recurses through its children by virtual calls.
#pragma once

namespace tree {

class Document;

class Node {
 public:
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  /// Shares `budget` among this node's children in proportion to their weights, and theirs among
  /// their own; returns what the leaves got. A child of weight 0 divides by zero.
  virtual int share(int budget) const;
  int weight() const { return weight_; }

 protected:
  Node(Document& document, int weight) : document_(&document), weight_(weight) {}
  virtual ~Node() = default;

 private:
  friend class Document;
  Document* document_;
  Node* first_child_ = nullptr;
  Node* next_sibling_ = nullptr;
  int weight_;
};

class Element : public Node {
 public:
  int share(int budget) const override;
  int id() const { return id_; }

 private:
  friend class Document;
  Element(Document& document, int id, int weight) : Node(document, weight), id_(id) {}
  ~Element() override = default;
  int id_;
};

class Document {
 public:
  Document() = default;
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;
  ~Document();
  /// A new element of `parent` (the root when there is none).
  Element* add(Element* parent, int id, int weight);

 private:
  Element* root_ = nullptr;
  Node* made_[32] = {};
  int count_ = 0;
};

}  // namespace tree
