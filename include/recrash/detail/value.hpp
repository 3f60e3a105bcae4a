// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// How the hooks describe a captured value to the dump writer: one ValueTraits per type, with a
/// function that writes the value's payload and one that renders it for a comment. Both run in
/// the crash path, so they only read the value and write into caller-provided buffers.
///
/// Light on purpose: every unit that includes an instrumented header reads this, and nothing of
/// cereal. What saves a value is in recrash/detail/value_kinds.hpp and value_traits.hpp.

#include <recrash/format/schema.hpp>

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <typeinfo>

namespace recrash {

class OutputArchive;

namespace detail {

struct ObjectIdentity;  // recrash/archive.hpp

/// Marks a genuine ValueTraits, so the crash path can check a pointer it found in stale memory.
inline constexpr std::uint64_t kValueTraitsMagic = 0x7265637261736801;  // "recrash" 1

struct ValueTraits {
  const std::type_info* type;
  /// Writes the payload, returns its kind (a pointer's kind depends on its value).
  format::ValueKind (*save)(const void* object, OutputArchive& archive);
  /// Writes at most `capacity` bytes of readable text, returns how many.
  std::size_t (*render)(const void* object, char* out, std::size_t capacity);
  /// For a value saved whole as an Object, or as the Pointer to one: the identity of that object
  /// (`live` is the program's value, `object` the hook's copy or the same). Two values of a
  /// frame with one identity are one object. Empty for the other values, which a test rebuilds
  /// from literals.
  ObjectIdentity (*identify)(const void* object, const void* live);
  /// How to read the live value when the hook's copy is not a value of `type` (it holds only
  /// some members of it: recrash/used_fields.hpp); null when it is.
  const ValueTraits* live = nullptr;
  std::uint64_t magic = kValueTraitsMagic;
};

/// Longest C string read through a `char*` member, and rendered for a comment.
inline constexpr std::size_t kMaxCStringBytes = 4096;
/// Longest C string read through a `char*` argument: a parser's whole input, which the frames of
/// its recursion write once (format::ValueKind::TextTail). The dump's size cap still holds.
inline constexpr std::size_t kMaxCStringArgumentBytes = std::size_t{1} << 20;

// Signal-safe formatting, in capture/render.cpp.
std::size_t render_signed(std::int64_t value, char* out, std::size_t capacity) noexcept;
std::size_t render_unsigned(std::uint64_t value, char* out, std::size_t capacity) noexcept;
std::size_t render_floating(double value, char* out, std::size_t capacity) noexcept;
std::size_t render_quoted(const char* text, std::size_t length, char* out, std::size_t capacity) noexcept;
std::size_t render_streamable(const void* object, void (*print)(std::ostream&, const void*), char* out,
                              std::size_t capacity) noexcept;
std::size_t bounded_strlen(const char* text, std::size_t limit) noexcept;
// In capture/crash/readable_memory.cpp: whether `bytes` bytes at `address` can be read, and
// whether a polymorphic object of `size` bytes can (its vtable's type information too).
bool readable_memory(const void* address, std::size_t bytes) noexcept;
bool readable_polymorphic(const void* object, std::size_t size) noexcept;

/// The traits a hook records a T with. Their three functions are declared only, here:
/// recrash/detail/value_traits.hpp defines them, and only a unit that includes it instantiates
/// a type's saving code (most of what an instrumented unit costs to compile). A unit that does
/// not (a header copy whose hooks' types recrash-instrument listed: docs/instrumenting.md) uses
/// the functions that another unit instantiated: declared weak, so that those of a type no unit
/// instantiated are null (the value is then unavailable), not a link error; and exported, so
/// that a program finds those of a shared library built with hidden visibility.
template <class T>
format::ValueKind save_value(const void* object, OutputArchive& ar) __attribute__((weak, visibility("default")));
template <class T>
std::size_t render_value(const void* object, char* out, std::size_t capacity)
    __attribute__((weak, visibility("default")));
template <class T>
ObjectIdentity identify_value(const void* object, const void* live) __attribute__((weak, visibility("default")));

template <class T>
inline const ValueTraits value_traits{&typeid(T), &save_value<T>, &render_value<T>, &identify_value<T>};

}  // namespace detail
}  // namespace recrash

/// Declares the code that saves a `type` instantiated in another unit of the target (the one its
/// build gave the type: RECRASH_INSTANTIATE_VALUE there, recrash/detail/value_traits.hpp), so
/// that this unit does not instantiate it again although it sees the definitions. Here, with the
/// declarations, for a header's copy that declares its types instantiated elsewhere whether or
/// not the unit that includes it has the definitions.
#define RECRASH_VALUE_ELSEWHERE(...)                                                                                \
  extern template ::recrash::format::ValueKind recrash::detail::save_value<__VA_ARGS__>(const void*,                \
                                                                                        ::recrash::OutputArchive&); \
  extern template std::size_t recrash::detail::render_value<__VA_ARGS__>(const void*, char*, std::size_t);          \
  extern template ::recrash::detail::ObjectIdentity recrash::detail::identify_value<__VA_ARGS__>(const void*,       \
                                                                                                 const void*)
