// Instrumented by recrash-instrument from sink.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "sink.hpp"
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
  explicit Sink(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Sink(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Sink(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 11
};
// Added by recrash-instrument: Sink's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Sink::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
}
#line 12

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
  explicit CollectingSink(RecrashTag& recrash_tag) noexcept
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
  explicit TaggedSink(RecrashTag& recrash_tag) noexcept : Sink(recrash_tag) {}
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

// Where a sink keeps its last item: declared for any type, defined for pointers only (toml++'s
// utf8_byte_stream<T> is defined by partial specializations alone). An instantiation of the
// partial specialization is complete: the sink that holds one is registered.
template <class T>
class Slot;

template <class T>
class Slot<T*> {
 public:
  void keep(T* item) { item_ = item; }

 private:
  T* item_ = nullptr;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Slot() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Slot(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Slot(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Slot(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::pointee(recrash_archive, item_);
  }
#line 45
};

template <class T>
class SlotSink final : public Sink {
 public:
  void put(int value) override { RECRASH_ENTRY(1, METHOD, ::recrash::by_copy(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, ::recrash::by_copy(value));
#line 50
 last_ = value; slot_.keep(&last_); }(value); RECRASH_TWIN_END
#line 50
 last_ = value; slot_.keep(&last_); }

 private:
  T last_{};
  Slot<T*> slot_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  SlotSink() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit SlotSink(RecrashTag& recrash_tag) noexcept
      : Sink(recrash_tag),
        slot_(::recrash::generated::make<decltype(slot_)>(recrash_tag)) {}
  template <class RecrashArchive>
  SlotSink(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : SlotSink(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<Sink*>(this));
    ::recrash::generated::field(recrash_archive, last_);
    ::recrash::generated::field(recrash_archive, slot_);
  }
#line 55
};

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it (it compiles that of its templates' instantiations only).
RECRASH_VALUE_ELSEWHERE(int);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 1 hooks, 5 serializers, 0 registrations
