// Instrumented by recrash-instrument from ring_buffer.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "ring_buffer.hpp"
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
#line 1 "@INPUT@/ring_buffer.hpp"
#pragma once

#include <array>
#include <cstddef>

template <class T, std::size_t N>
class RingBuffer {
 public:
  void push(const T& value) { RECRASH_ENTRY(1, METHOD, value) return [&](const T& value) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, value);
#line 9

    items_[(start_ + size_) % N] = value;
    if (size_ < N) ++size_; else start_ = (start_ + 1) % N;
  }(value); RECRASH_TWIN_END
#line 9

    items_[(start_ + size_) % N] = value;
    if (size_ < N) ++size_; else start_ = (start_ + 1) % N;
  }
  const T& at(std::size_t index) const;
  template <class F>
  void for_each(F visit) const { RECRASH_ENTRY(2, METHOD, visit) return [&](F& visit) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(2, visit);
#line 15

    for (std::size_t i = 0; i < size_; ++i) visit(at(i));
  }(visit); RECRASH_TWIN_END
#line 15

    for (std::size_t i = 0; i < size_; ++i) visit(at(i));
  }

 private:
  std::array<T, N> items_{};
  std::size_t start_ = 0;
  std::size_t size_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  RingBuffer() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit RingBuffer(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  RingBuffer(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : RingBuffer(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, items_);
    ::recrash::generated::field(recrash_archive, start_);
    ::recrash::generated::field(recrash_archive, size_);
  }
#line 23
};

template <class T, std::size_t N>
const T& RingBuffer<T, N>::at(std::size_t index) const { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(index)) return [&](decltype(index) index) RECRASH_TWIN_ATTRIBUTES -> const T& { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, ::recrash::by_reference(index));
#line 26

  return items_[(start_ + index) % N];
}(index); RECRASH_TWIN_END
#line 26

  return items_[(start_ + index) % N];
}

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it (it compiles that of its templates' instantiations only).
RECRASH_VALUE_ELSEWHERE(unsigned long);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 3 hooks, 1 serializers, 0 registrations
