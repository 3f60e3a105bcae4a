// Instrumented by recrash-instrument from nodes.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "nodes.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
#line 1 "@INPUT@/nodes.cpp"
#include "nodes.hpp"

namespace doc {
namespace {

/// In an anonymous namespace: no other unit can name it, it is not registered.
class Blank : public Node {
 public:
  
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 9
int weight() const override { RECRASH_ENTRY(1, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, );
#line 9
 return 0; }(); RECRASH_TWIN_END
#line 9
 return 0; }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 9


  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Blank() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Blank(RecrashTag& recrash_tag) noexcept : Node(recrash_tag) {}
  template <class RecrashArchive>
  Blank(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Blank(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<Node*>(this));
  }
#line 10
};

}  // namespace

int Text::weight() const { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, );
#line 14
 return length_; }(); RECRASH_TWIN_END
#line 14
 return length_; }

int Heading::weight() const { RECRASH_ENTRY(3, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, );
#line 16
 return Text::weight() * level_; }(); RECRASH_TWIN_END
#line 16
 return Text::weight() * level_; }

int Section::weight() const { RECRASH_ENTRY(4, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_USED_FIELDS(4, ::recrash::used_fields(this, ::recrash::field<1>(this->children_), ::recrash::field<2>(this->shared_), ::recrash::pointee_field<3>(this->focus_)), );
#line 18

  int total = focus_ != nullptr ? focus_->weight() : 0;
  for (const auto& child : children_) total += child->weight();
  return total + (shared_ != nullptr ? shared_->weight() : Blank().weight());
}(); RECRASH_TWIN_END
#line 18

  int total = focus_ != nullptr ? focus_->weight() : 0;
  for (const auto& child : children_) total += child->weight();
  return total + (shared_ != nullptr ? shared_->weight() : Blank().weight());
}

int Hidden::weight() const { RECRASH_ENTRY(5, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(5, );
#line 24
 return 2; }(); RECRASH_TWIN_END
#line 24
 return 2; }

int Outer::total() const { RECRASH_ENTRY(6, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD(6, );
#line 26
 return inner_.weight(); }(); RECRASH_TWIN_END
#line 26
 return inner_.weight(); }

}  // namespace doc

// Added by recrash-instrument: the polymorphic classes above, registered with cereal so that a
// pointer to a base saves and loads the object's own class.
#ifndef RECRASH_POLYMORPHIC_nodes_cpp
#define RECRASH_POLYMORPHIC_nodes_cpp
RECRASH_POLYMORPHIC_TYPE(::doc::Text, ::doc::Node)
RECRASH_POLYMORPHIC_TYPE(::doc::Heading, ::doc::Text)
RECRASH_POLYMORPHIC_TYPE(::doc::Section, ::doc::Node)
#endif

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(doc::Outer::Inner);
RECRASH_INSTANTIATE_VALUE(int);
