// SPDX-License-Identifier: MIT
// A document that makes and deletes its nodes itself, as tinyxml2's XMLDocument does: the nodes'
// destructors are protected or private, and the document keeps them in an array of pointers
// that it deletes by count when it is destroyed.
#pragma once

#include <cstddef>

namespace pool {

/// A few pointers in place, more on the heap (tinyxml2's DynArray).
template <class T, std::size_t N>
class Slots {
 public:
  Slots() = default;
  Slots(const Slots&) = delete;
  Slots& operator=(const Slots&) = delete;
  ~Slots() {
    if (mem_ != fixed_) delete[] mem_;
  }
  void push(T value);
  T at(std::size_t i) const { return mem_[i]; }
  std::size_t size() const { return size_; }

 private:
  T fixed_[N] = {};
  T* mem_ = fixed_;
  std::size_t size_ = 0;
  std::size_t capacity_ = N;
};

template <class T, std::size_t N>
void Slots<T, N>::push(T value) {
  if (size_ == capacity_) {
    T* grown = new T[capacity_ * 2];
    for (std::size_t i = 0; i < size_; ++i) grown[i] = mem_[i];
    if (mem_ != fixed_) delete[] mem_;
    mem_ = grown;
    capacity_ *= 2;
  }
  mem_[size_++] = value;
}

class Document;

class Node {
 public:
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  virtual const char* kind() const = 0;
  int depth() const;

 protected:
  explicit Node(Document& document) : document_(&document) {}
  virtual ~Node() = default;

 private:
  friend class Document;
  Document* document_;
  Node* parent_ = nullptr;
  int children_ = 0;
};

class Element : public Node {
 public:
  const char* kind() const override;
  int tag() const { return tag_; }

 private:
  friend class Document;
  Element(Document& document, int tag) : Node(document), tag_(tag) {}
  ~Element() override = default;
  int tag_;
};

class Document {
 public:
  Document() = default;
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;
  ~Document();
  Element* add(Element* parent, int tag);
  Element* find(int tag) const;
  /// Unlinks and forgets a node. Nothing checks that there is one.
  void remove(Node* node);

 private:
  Slots<Node*, 4> nodes_;
  int removed_ = 0;
};

}  // namespace pool
