// Instrumented by recrash-instrument from stack.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "stack.hpp"
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
#line 1 "@INPUT@/stack.hpp"
#pragma once

#include <cstddef>
#include <stdexcept>
#include <vector>

template <class T>
class Stack {
 public:
  explicit Stack(std::size_t limit) : limit_(limit) {}
  void push(const T& value) { RECRASH_ENTRY(1, METHOD, value) return [&](const T& value) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, value);
#line 11

    if (items_.size() == limit_) throw std::length_error("full");
    items_.push_back(value);
    top_ = &items_.back();
  }(value); RECRASH_TWIN_END
#line 11

    if (items_.size() == limit_) throw std::length_error("full");
    items_.push_back(value);
    top_ = &items_.back();
  }

 protected:
  std::vector<T> items_;
  T* top_ = nullptr;
  std::size_t limit_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Stack(RecrashTag& recrash_tag) noexcept
      : items_(::recrash::generated::make<decltype(items_)>(recrash_tag)),
        limit_() {}
  template <class RecrashArchive>
  Stack(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Stack(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, items_);
    ::recrash::generated::pointee(recrash_archive, top_);
    ::recrash::generated::field(recrash_archive, limit_);
  }
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Stack>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 21
};

template <class T>
class CountingStack : public Stack<T> {
 public:
  explicit CountingStack(std::size_t limit) : Stack<T>(limit) {}
  void push_counted(const T& value) { RECRASH_ENTRY(2, METHOD, value) return [&](const T& value) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(2, value);
#line 27

    ++pushes_;
    this->push(value);
  }(value); RECRASH_TWIN_END
#line 27

    ++pushes_;
    this->push(value);
  }

 private:
  T last_;
  long pushes_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit CountingStack(RecrashTag& recrash_tag) noexcept
      : Stack<T>(recrash_tag),
        last_(::recrash::generated::make<decltype(last_)>(recrash_tag)) {}
  template <class RecrashArchive>
  CountingStack(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : CountingStack(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<Stack<T>*>(this));
    ::recrash::generated::field(recrash_archive, last_);
    ::recrash::generated::field(recrash_archive, pushes_);
  }
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<CountingStack>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 35
};
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 2 hooks, 2 serializers, 0 registrations
