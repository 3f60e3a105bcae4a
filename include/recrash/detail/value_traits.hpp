// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The code that saves, renders and identifies a recorded value: the definitions of the functions
/// recrash/detail/value.hpp declares for each type's traits (a receiver's copy in part, of
/// recrash/used_fields.hpp, too). A unit
/// that includes this file instantiates them for each type it records, and with them the type's
/// serializers: most of what an instrumented unit costs to compile. <recrash/frame.hpp> includes
/// it unless RECRASH_HOOK_DECLARATIONS_ONLY is defined: recrash-instrument's header copies whose
/// hooks' types it could name leave it out, and each instrumented source that includes such a
/// copy instantiates those types at its end (RECRASH_INSTANTIATE_VALUE).

#include <recrash/archive.hpp>
#include <recrash/detail/value.hpp>
#include <recrash/detail/value_kinds.hpp>
#include <recrash/generated_serializers.hpp>
#include <recrash/used_fields.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <ostream>
#include <streambuf>
#include <tuple>
#include <type_traits>
#include <utility>

namespace recrash::detail {

/// Saves one copied member as the class's serializer does.
template <class Field>
void save_item(OutputArchive& archive, typename Field::type& member) {
  if constexpr (Field::kUse == FieldUse::Pointee) {
    generated::pointee(archive, member);
  } else {
    generated::field(archive, member);
  }
}

/// Writes the item set, then each copied member as the class's serializer writes it, with the
/// receiver's address first on the archive's path (a member's raw pointer back to the receiver
/// is saved as a reference to it, as when the whole receiver is saved).
template <class Self, class... Fields>
format::ValueKind save_used_fields(const UsedFieldsCopy<Self, Fields...>& copy, OutputArchive& archive) {
  archive(UsedFieldsCopy<Self, Fields...>::kItems);
  generated::Visit<OutputArchive> visit(archive, copy.live);
  // The serializers take what they save by non-const reference; saving only reads it.
  auto& copies = const_cast<std::tuple<typename Fields::type...>&>(copy.copies);
  std::apply([&](auto&... member) { (save_item<Fields>(archive, member), ...); }, copies);
  return format::ValueKind::Object;
}

template <class T>
format::ValueKind save_value(const void* object, OutputArchive& ar) {
  using format::ValueKind;
  const T& value = *static_cast<const T*>(object);
  if constexpr (is_used_fields_copy_v<T>) {
    return save_used_fields(value, ar);
  } else if constexpr (std::is_same_v<T, bool>) {
    ar(static_cast<std::uint8_t>(value));
    return ValueKind::Bool;
  } else if constexpr (is_character_v<T>) {
    ar(static_cast<std::int64_t>(value));
    return ValueKind::Character;
  } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    ar(static_cast<std::int64_t>(value));
    return ValueKind::SignedInteger;
  } else if constexpr (std::is_integral_v<T>) {
    ar(static_cast<std::uint64_t>(value));
    return ValueKind::UnsignedInteger;
  } else if constexpr (std::is_floating_point_v<T>) {
    ar(static_cast<double>(value));
    return ValueKind::Floating;
  } else if constexpr (std::is_enum_v<T>) {
    ar(static_cast<std::int64_t>(value));
    return ValueKind::Enum;
  } else if constexpr (is_string_v<T>) {
    save_string(ar, value.data(), value.size());
    return ValueKind::String;
  } else if constexpr (is_char_array_v<T>) {
    // A string literal a template took by reference (`const Parts&` deduces char[5]): its text,
    // up to its first NUL.
    save_string(ar, value, bounded_strlen(value, std::extent_v<T>));
    return ValueKind::CString;
  } else if constexpr (std::is_pointer_v<T>) {
    using Pointee = std::remove_cv_t<std::remove_pointer_t<T>>;
    if (value == nullptr) return ValueKind::NullPointer;
    if constexpr (std::is_same_v<Pointee, char>) {
      save_string(ar, value, bounded_strlen(value, kMaxCStringArgumentBytes));
      return ValueKind::CString;
    } else if constexpr (is_dynamic_v<Pointee> && is_serializable_v<Pointee>) {
      return save_dynamic(ar, *value) ? ValueKind::Pointer : ValueKind::Unavailable;
    } else if constexpr (!std::is_void_v<Pointee> && !std::is_function_v<Pointee> && !std::is_pointer_v<Pointee> &&
                         !std::is_abstract_v<Pointee> && is_serializable_v<Pointee>) {
      ar(*value);
      return ValueKind::Pointer;
    } else if constexpr (std::is_pointer_v<Pointee> &&
                         std::is_same_v<std::remove_cv_t<std::remove_pointer_t<Pointee>>, char>) {
      // A pointer to a C string's pointer (a parser's cursor that it advances in place, cparse's
      // `const char** rest`): the text, as the inner pointer saves it; a test points to its copy of
      // the text and passes that pointer's address.
      const char* inner = *value;
      if (inner == nullptr) return ValueKind::Unavailable;
      save_string(ar, inner, bounded_strlen(inner, kMaxCStringArgumentBytes));
      return ValueKind::CString;
    } else if constexpr (saved_as_pointee_v<Pointee>) {
      // A pointer to a pointer to an object (an out-parameter a parser advances): that object, as
      // the inner pointer saves it; a test points to it and passes its pointer's address.
      const Pointee inner = *value;
      if (inner == nullptr) return ValueKind::Unavailable;
      return save_value<Pointee>(&inner, ar) == ValueKind::Pointer ? ValueKind::Pointer : ValueKind::Unavailable;
    } else {
      return ValueKind::Unavailable;
    }
  } else if constexpr (!std::is_void_v<span_element_t<T>>) {
    if constexpr (is_serializable_v<std::vector<span_element_t<T>>>) {
      save_span(ar, value);
      return ValueKind::Object;
    } else {
      return ValueKind::Unavailable;
    }
  } else if constexpr (saved_as_object_v<T>) {
    if constexpr (is_dynamic_v<T>) {
      // Saved as the object's dynamic type (recrash/polymorphic.hpp), or not at all.
      return save_dynamic(ar, value) ? ValueKind::Object : ValueKind::Unavailable;
    } else {
      ar(value);
      return ValueKind::Object;
    }
  } else {
    return ValueKind::Unavailable;
  }
}

template <class T>
ObjectIdentity identify_value(const void* object, const void* live) {
  if constexpr (is_used_fields_copy_v<T>) {
    (void)object;
    (void)live;
    return {};  // the receiver in part: not the same object as any other value
  } else if constexpr (saved_as_object_v<T>) {
    (void)object;
    ObjectIdentity whole = object_identity(static_cast<const T*>(live));
    whole.static_type = &typeid(T);
    return whole;
  } else if constexpr (saved_as_pointee_v<T>) {
    (void)live;
    using Pointee = std::remove_cv_t<std::remove_pointer_t<T>>;
    const T pointer = *static_cast<const T*>(object);
    if (pointer == nullptr) return {};
    ObjectIdentity pointee = object_identity(const_cast<const Pointee*>(pointer));
    pointee.static_type = &typeid(Pointee);
    pointee.through_pointer = true;
    return pointee;
  } else {
    (void)object;
    (void)live;
    return {};
  }
}

template <class T>
void print_value(std::ostream& os, const void* object) {
  print_readable(os, *static_cast<const T*>(object));
}

template <class T>
std::size_t render_value(const void* object, char* out, std::size_t capacity) {
  const T& value = *static_cast<const T*>(object);
  if constexpr (is_used_fields_copy_v<T>) {
    return 0;  // the receiver in part: no rendering
  } else if constexpr (std::is_same_v<T, bool>) {
    const char* text = value ? "true" : "false";
    std::size_t n = std::strlen(text) < capacity ? std::strlen(text) : capacity;
    // A rendering is counted, not NUL-terminated.
    std::memcpy(out, text, n);  // NOLINT(bugprone-not-null-terminated-result)
    return n;
  } else if constexpr (is_character_v<T> || (std::is_integral_v<T> && std::is_signed_v<T>)) {
    return render_signed(static_cast<std::int64_t>(value), out, capacity);
  } else if constexpr (std::is_integral_v<T>) {
    return render_unsigned(static_cast<std::uint64_t>(value), out, capacity);
  } else if constexpr (std::is_floating_point_v<T>) {
    return render_floating(static_cast<double>(value), out, capacity);
  } else if constexpr (std::is_enum_v<T>) {
    return render_signed(static_cast<std::int64_t>(value), out, capacity);
  } else if constexpr (is_string_v<T>) {
    return render_quoted(value.data(), value.size(), out, capacity);
  } else if constexpr (is_char_array_v<T>) {
    return render_quoted(value, bounded_strlen(value, std::min(std::extent_v<T>, kMaxCStringBytes)), out, capacity);
  } else if constexpr (std::is_pointer_v<T>) {
    using Pointee = std::remove_cv_t<std::remove_pointer_t<T>>;
    if (value == nullptr) return render_quoted(nullptr, 0, out, capacity);
    if constexpr (std::is_same_v<Pointee, char>) {
      return render_quoted(value, bounded_strlen(value, kMaxCStringBytes), out, capacity);
    } else if constexpr (!std::is_void_v<Pointee> && !std::is_function_v<Pointee> && is_renderable<Pointee>()) {
      return render_streamable(value, &print_value<Pointee>, out, capacity);
    } else {
      return 0;
    }
  } else if constexpr (std::is_base_of_v<std::istream, T>) {
    // What it had left to read, as it is saved (recrash/input_streams.hpp).
    const std::streambuf* buffer = value.rdbuf();
    if (buffer == nullptr) return 0;
    const auto [next, end] = GetArea::of(*buffer);
    return render_quoted(next, next != nullptr && end > next ? static_cast<std::size_t>(end - next) : 0, out, capacity);
  } else if constexpr (is_renderable<T>()) {
    return render_streamable(object, &print_value<T>, out, capacity);
  } else {
    return 0;
  }
}

}  // namespace recrash::detail

/// Instantiates the code that saves a `type` (as a hook records it: without reference or
/// top-level const) in this unit, for the units that record it and only declare that code.
#define RECRASH_INSTANTIATE_VALUE(...)                                                                       \
  template ::recrash::format::ValueKind recrash::detail::save_value<__VA_ARGS__>(const void*,                \
                                                                                 ::recrash::OutputArchive&); \
  template std::size_t recrash::detail::render_value<__VA_ARGS__>(const void*, char*, std::size_t);          \
  template ::recrash::detail::ObjectIdentity recrash::detail::identify_value<__VA_ARGS__>(const void*, const void*)

/// Instantiates the serializer a header's class saves itself with in this unit, for the units of
/// the target that declare it (RECRASH_SERIALIZER_ELSEWHERE).
#define RECRASH_INSTANTIATE_SERIALIZER(...) \
  template void __VA_ARGS__::serialize<::recrash::OutputArchive>(::recrash::OutputArchive&)
