#pragma once

#include <memory>
#include <vector>

namespace doc {

/// An abstract root: pointers to it hold the classes below.
class Node {
 public:
  virtual ~Node() = default;
  virtual int weight() const = 0;
};

class Text : public Node {
 public:
  explicit Text(int length) : length_(length) {}
  int weight() const override;

 private:
  int length_;
};

/// Two levels below Node.
class Heading final : public Text {
 public:
  Heading(int length, int level) : Text(length), level_(level) {}
  int weight() const override;

 private:
  int level_;
};

/// Owns nodes through pointers to their base and points at one again.
class Section : public Node {
 public:
  Section() = default;
  Section(const Section&) = delete;
  Section& operator=(const Section&) = delete;
  int weight() const override;

 private:
  std::vector<std::unique_ptr<Node>> children_;
  std::shared_ptr<Node> shared_;
  const Node* focus_ = nullptr;
};

/// A private base: no pointer to Node can hold one, it needs no registration.
class Hidden : private Node {
 public:
  int weight() const override;
};

template <class T>
class Boxed : public Node {
 public:
  int weight() const override { return static_cast<int>(sizeof(T)); }

 private:
  T value_{};
};

class Outer {
 public:
  int total() const;

 private:
  /// Nested and private: it cannot be named where registrations go.
  class Inner : public Node {
   public:
    int weight() const override { return 1; }
  };
  Inner inner_;
};

}  // namespace doc
