// Instrumented by recrash-instrument from sink.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "sink.hpp"
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
#line 1 "@INPUT@/sink.hpp"
#pragma once

#include <cstddef>

// An interface implemented by a class template: each instantiation a unit makes is registered at
// the end of that unit's own file (a template has no key function).
class Sink {
 public:
  virtual ~Sink() = default;
  virtual void put(int value) = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Sink() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Sink(RecrashTag&) {}
  template <class RecrashArchive>
  Sink(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Sink(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  }
#line 11
};

template <class Container>
class CollectingSink final : public Sink {
 public:
  void put(int value) override { items_.push_back(value); }
  std::size_t count() const { return items_.size(); }

 private:
  Container items_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  CollectingSink() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit CollectingSink(RecrashTag& recrash_tag)
      : Sink(recrash_tag),
        items_(::recrash::generated::make<decltype(items_)>(recrash_tag)) {}
  template <class RecrashArchive>
  CollectingSink(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : CollectingSink(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<Sink*>(this));
    ::recrash::generated::field(recrash_archive, items_);
  }
#line 21
};

template <class Tag>
class TaggedSink : public Sink {
 public:
  void put(int value) override { last_ = value; }

 private:
  int last_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  TaggedSink() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit TaggedSink(RecrashTag& recrash_tag) : Sink(recrash_tag) {}
  template <class RecrashArchive>
  TaggedSink(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : TaggedSink(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<Sink*>(this));
    ::recrash::generated::field(recrash_archive, last_);
  }
#line 30
};
#pragma pop_macro("RECRASH_DECLARING_HEADER")
