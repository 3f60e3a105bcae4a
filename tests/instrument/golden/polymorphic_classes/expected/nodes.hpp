// Instrumented by recrash-instrument from nodes.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "nodes.hpp"
// A unit recrash did not instrument (a program's own) reads the hooks below with declarations only
// unless it defines RECRASH_TEMPLATE_VALUES: its instantiations of their templates save a value
// where an instrumented unit compiled the code that saves its type, and record it unavailable
// elsewhere.
#ifdef RECRASH_TEMPLATE_VALUES
#include <recrash/frame.hpp>
#include <recrash/detail/value_traits.hpp>
#include <recrash/generated_serializers.hpp>
#else
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#endif
#line 1 "@INPUT@/nodes.hpp"
#pragma once

#include <memory>
#include <vector>

namespace doc {

/// An abstract root: pointers to it hold the classes below.
class Node {
 public:
  virtual ~Node() = default;
  virtual int weight() const = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Node() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Node(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Node(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Node(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 13
};
// Added by recrash-instrument: Node's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Node::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
}
#line 14

class Text : public Node {
 public:
  explicit Text(int length) : length_(length) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(length)) { [&](decltype(length) length) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(length));
#line 17
}(length); return; } RECRASH_TWIN_END
#line 17
}
  int weight() const override;

 private:
  int length_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Text(RecrashTag& recrash_tag) noexcept : Node(recrash_tag), length_() {}
  template <class RecrashArchive>
  Text(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Text(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Text>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 22
};
// Added by recrash-instrument: Text's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Text::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Node*>(this));
  ::recrash::generated::field(recrash_archive, length_);
}
#line 23

/// Two levels below Node.
class Heading final : public Text {
 public:
  Heading(int length, int level) : Text(length), level_(level) { RECRASH_ENTRY(2, CONSTRUCTOR, ::recrash::by_reference(length), ::recrash::by_reference(level)) { [&](decltype(length) length, decltype(level) level) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(2, ::recrash::by_reference(length), ::recrash::by_reference(level));
#line 27
}(length, level); return; } RECRASH_TWIN_END
#line 27
}
  int weight() const override;

 private:
  int level_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Heading(RecrashTag& recrash_tag) noexcept : Text(recrash_tag), level_() {}
  template <class RecrashArchive>
  Heading(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Heading(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Heading>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 32
};
// Added by recrash-instrument: Heading's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Heading::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Text*>(this));
  ::recrash::generated::field(recrash_archive, level_);
}
#line 33

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

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Section(RecrashTag& recrash_tag) noexcept : Node(recrash_tag), children_(), shared_() {}
  template <class RecrashArchive>
  Section(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Section(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 46
};
// Added by recrash-instrument: Section's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Section::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Node*>(this));
  ::recrash::generated::field(recrash_archive, children_);
  ::recrash::generated::field(recrash_archive, shared_);
  ::recrash::generated::pointee(recrash_archive, focus_);
}
#line 47

/// A private base: no pointer to Node can hold one, it needs no registration.
class Hidden : private Node {
 public:
  int weight() const override;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Hidden() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Hidden(RecrashTag& recrash_tag) noexcept : Node(recrash_tag) {}
  template <class RecrashArchive>
  Hidden(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Hidden(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 52
};
// Added by recrash-instrument: Hidden's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Hidden::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Node*>(this));
}
#line 53

template <class T>
class Boxed : public Node {
 public:
  int weight() const override { RECRASH_ENTRY(3, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, );
#line 57
 return static_cast<int>(sizeof(T)); }(); RECRASH_TWIN_END
#line 57
 return static_cast<int>(sizeof(T)); }

 private:
  T value_{};

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Boxed() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Boxed(RecrashTag& recrash_tag) noexcept : Node(recrash_tag) {}
  template <class RecrashArchive>
  Boxed(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Boxed(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<Node*>(this));
    ::recrash::generated::field(recrash_archive, value_);
  }
#line 61
};

class Outer {
 public:
  int total() const;

 private:
  /// Nested and private: it cannot be named where registrations go.
  class Inner : public Node {
   public:
    int weight() const override { RECRASH_ENTRY(4, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(4, );
#line 71
 return 1; }(); RECRASH_TWIN_END
#line 71
 return 1; }

    // Added by recrash-instrument: what cereal needs to save this class into a dump
    // and to load it in a test.
   public:
    Inner() = default;
    template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
    explicit Inner(RecrashTag& recrash_tag) noexcept : Node(recrash_tag) {}
    template <class RecrashArchive>
    Inner(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Inner(recrash_tag) {
      recrash_archive(*this);
    }

   private:
    friend class ::cereal::access;
    template <class RecrashArchive>
    void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 72
  };
  Inner inner_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Outer() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Outer(RecrashTag& recrash_tag) noexcept : inner_(recrash_tag) {}
  template <class RecrashArchive>
  Outer(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Outer(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 74
};
// Added by recrash-instrument: Outer's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Outer::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, inner_);
}
#line 75
// Added by recrash-instrument: Outer::Inner's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Outer::Inner::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Node*>(this));
}
#line 75

}  // namespace doc

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it (it compiles that of its templates' instantiations only).
RECRASH_VALUE_ELSEWHERE(doc::Outer::Inner);
RECRASH_VALUE_ELSEWHERE(int);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 4 hooks, 8 serializers, 0 registrations
