// Instrumented by recrash-instrument from arrays.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "arrays.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/arrays.hpp"
// Which raw pointers recrash-instrument takes for arrays whose length their class keeps.
#pragma once

#include <cstddef>

struct Block {
  int cells[4];

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 8
};
// Added by recrash-instrument: Block's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Block::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, cells);
}
#line 9

/// The only pointer, with a size and a capacity beside it: an array of `size_`, `capacity_` allocated.
class Vec {
 public:
  void push(double value);

 private:
  double* mem_ = nullptr;
  int size_ = 0;
  int capacity_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Vec() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Vec(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Vec(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Vec(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 19
};
// Added by recrash-instrument: Vec's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Vec::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::elements(recrash_archive, mem_, size_, capacity_);
  ::recrash::generated::field(recrash_archive, size_);
  ::recrash::generated::field(recrash_archive, capacity_);
}
#line 20

/// An array's name with a size beside it: `size_` bytes.
class Bytes {
 public:
  char first() const;

 private:
  char* data_ = nullptr;
  std::size_t size_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Bytes() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Bytes(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Bytes(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Bytes(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 29
};
// Added by recrash-instrument: Bytes's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Bytes::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::elements(recrash_archive, data_, size_);
  ::recrash::generated::field(recrash_archive, size_);
}
#line 30

/// A list's head with a size: one object, not an array.
struct Node {
  int value;
  Node* next;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 35
};
// Added by recrash-instrument: Node's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Node::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, value);
  ::recrash::generated::pointee(recrash_archive, next);
}
#line 36
class List {
 public:
  int front() const;

 private:
  Node* head_ = nullptr;
  std::size_t size_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  List() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit List(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  List(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : List(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 43
};
// Added by recrash-instrument: List's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void List::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::pointee(recrash_archive, head_);
  ::recrash::generated::field(recrash_archive, size_);
}
#line 44

/// Two pointers, each with members named after it.
class Pool {
 public:
  int total() const;

 private:
  Block* blocks_ = nullptr;
  int num_blocks_ = 0;
  int blocks_capacity_ = 0;
  Node* free_ = nullptr;
  std::size_t count_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Pool() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Pool(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Pool(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Pool(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 56
};
// Added by recrash-instrument: Pool's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Pool::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::elements(recrash_archive, blocks_, num_blocks_, blocks_capacity_);
  ::recrash::generated::field(recrash_archive, num_blocks_);
  ::recrash::generated::field(recrash_archive, blocks_capacity_);
  ::recrash::generated::pointee(recrash_archive, free_);
  ::recrash::generated::field(recrash_archive, count_);
}
#line 57
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 6 serializers, 0 registrations
