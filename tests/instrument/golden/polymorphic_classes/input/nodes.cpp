#include "nodes.hpp"

namespace doc {
namespace {

/// In an anonymous namespace: no other unit can name it, it is not registered.
class Blank : public Node {
 public:
  int weight() const override { return 0; }
};

}  // namespace

int Text::weight() const { return length_; }

int Heading::weight() const { return Text::weight() * level_; }

int Section::weight() const {
  int total = focus_ != nullptr ? focus_->weight() : 0;
  for (const auto& child : children_) total += child->weight();
  return total + (shared_ != nullptr ? shared_->weight() : Blank().weight());
}

int Hidden::weight() const { return 2; }

int Outer::total() const { return inner_.weight(); }

}  // namespace doc
