// Instrumented by recrash-instrument from node.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "node.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/node.hpp"
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
  explicit Node(int id) : id_(id) { RECRASH_ENTRY(1, CONSTRUCTOR, id) { [&](decltype(id) id) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, id);
#line 15
}(id); return; } RECRASH_TWIN_END
#line 15
}
  Node(const Node& other);
  int id() const { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_UNCOPIED_THIS(2, );
#line 17
 return id_; }(); RECRASH_TWIN_END
#line 17
 return id_; }
  void shift(int by);  // defined in events.cpp, whose hook cannot copy its receiver

 private:
  int id_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Node(RecrashTag&) noexcept : id_() {}
  template <class RecrashArchive>
  Node(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Node(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Node>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 22
};
// Added by recrash-instrument: Node's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Node::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, id_);
}
#line 23

/// Copied through its implicit copy constructor, which copies a Node.
struct Edge {
  Node from;
  int weight;
};

/// Its copy constructor is inline and defined here: every unit that sees the class can copy it.
class Label {
 public:
  explicit Label(std::string text) : text_(std::move(text)) { RECRASH_ENTRY(3, CONSTRUCTOR, text) { [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(3, text);
#line 33
}(text); return; } RECRASH_TWIN_END
#line 33
}
  Label(const Label& other) : text_(other.text_ + "") { RECRASH_ENTRY(4, CONSTRUCTOR, other) { [&](decltype(other)& other) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(4, other);
#line 34
}(other); return; } RECRASH_TWIN_END
#line 34
}
  const std::string& text() const { RECRASH_ENTRY(5, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> const std::string& { RECRASH_TWIN_METHOD(5, );
#line 35
 return text_; }(); RECRASH_TWIN_END
#line 35
 return text_; }

 private:
  std::string text_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Label(RecrashTag&) noexcept : text_() {}
  template <class RecrashArchive>
  Label(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Label(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Label>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 39
};
// Added by recrash-instrument: Label's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Label::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, text_);
}
#line 40

// Defined in events.cpp.
int count_events(const Node& node, int times);
int total(const std::vector<Node>& nodes, const std::vector<int>& weights);
int follow(const Edge& edge, const Node* next, const std::shared_ptr<Node>& shared);
int spell(const Label& label, Node);

inline int weigh(const Node& node, const Label& label) { RECRASH_ENTRY(6, FUNCTION, ::recrash::uncopied(node), label) return [&](decltype(node)& node, decltype(label)& label) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(6, ::recrash::uncopied(node), label);
#line 47
  // node.hpp does not define Node's copy
  return node.id() * static_cast<int>(label.text().size());
}(node, label); RECRASH_TWIN_END
#line 47
  // node.hpp does not define Node's copy
  return node.id() * static_cast<int>(label.text().size());
}

}  // namespace tree

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(int);
RECRASH_VALUE_ELSEWHERE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
RECRASH_VALUE_ELSEWHERE(tree::Label);
RECRASH_VALUE_ELSEWHERE(tree::Node);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 6 hooks, 2 serializers, 0 registrations
