// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// How a recorded value is classified, saved and rendered: what the definitions of value_traits'
/// functions (recrash/detail/value_traits.hpp) and the crash path's rendering use. Includes
/// cereal, unlike recrash/detail/value.hpp, which the hooks read.

#include <recrash/detail/value.hpp>
#include <recrash/input_streams.hpp>
#include <recrash/serialization.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <istream>
#include <iterator>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeinfo>
#include <vector>
#if __has_include(<version>)
#include <version>
#endif
#ifdef __cpp_lib_span
#include <span>
#endif

namespace recrash::detail {

/// An array of char of known size: a string literal's type.
template <class T>
inline constexpr bool is_char_array_v =
    std::rank_v<T> == 1 && std::extent_v<T> != 0 && std::is_same_v<std::remove_cv_t<std::remove_extent_t<T>>, char>;

template <class T, class = void>
struct is_streamable : std::false_type {};
template <class T>
struct is_streamable<T, std::void_t<decltype(std::declval<std::ostream&>() << std::declval<const T&>())>>
    : std::true_type {};

/// A range whose elements can be looked at: its iterator is dereferenceable here (a class may
/// declare begin() returning an iterator only declared where the hook is, as yaml-cpp's Node).
template <class T, class = void>
struct is_range : std::false_type {};
template <class T>
struct is_range<
    T, std::void_t<decltype(*std::begin(std::declval<const T&>())), decltype(std::end(std::declval<const T&>()))>>
    : std::true_type {};

template <class T, class = void>
struct is_pair : std::false_type {};
template <class T>
struct is_pair<T, std::void_t<decltype(std::declval<const T&>().first), decltype(std::declval<const T&>().second)>>
    : std::true_type {};

/// Whether print_readable can print a T: streamable, or a pair or range of what is. `Outer` are
/// the types already being looked into: a type that holds itself (a tree node that is a range of
/// (key, node) pairs, as a YAML or JSON document is) is not printable through its parts.
template <class T, class... Outer>
constexpr bool is_renderable() {
  if constexpr ((std::is_same_v<T, Outer> || ...)) {
    return false;
  } else if constexpr (is_streamable<T>::value) {
    return true;
  } else if constexpr (is_pair<T>::value) {
    return is_renderable<std::remove_cv_t<decltype(std::declval<T&>().first)>, T, Outer...>() &&
           is_renderable<std::remove_cv_t<decltype(std::declval<T&>().second)>, T, Outer...>();
  } else if constexpr (is_range<T>::value) {
    return is_renderable<std::remove_cv_t<std::remove_reference_t<decltype(*std::begin(std::declval<const T&>()))>>, T,
                         Outer...>();
  } else {
    return false;
  }
}

/// Prints a value, a pair as "k: v", a range as "[a, b, ...]" (the first few elements).
template <class T>
void print_readable(std::ostream& os, const T& value) {
  if constexpr (is_streamable<T>::value) {
    os << value;
  } else if constexpr (is_pair<T>::value) {
    print_readable(os, value.first);
    os << ": ";
    print_readable(os, value.second);
  } else {
    constexpr int kShown = 8;
    int n = 0;
    os << '[';
    for (const auto& element : value) {
      if (n != 0) os << ", ";
      if (n++ == kShown) {
        os << "...";
        break;
      }
      print_readable(os, element);
    }
    os << ']';
  }
}

template <class T>
inline constexpr bool is_character_v =
    std::is_same_v<T, char> || std::is_same_v<T, signed char> || std::is_same_v<T, unsigned char> ||
    std::is_same_v<T, wchar_t> || std::is_same_v<T, char16_t> || std::is_same_v<T, char32_t>;

template <class T>
inline constexpr bool is_string_v = std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>;

/// A std::span's element type without const (void for any other T). A span owns nothing a test
/// could load into: it is saved as a std::vector of its elements is, and a test loads that vector
/// and views it.
template <class T>
struct SpanElement {
  using type = void;
};
#ifdef __cpp_lib_span
template <class E, std::size_t N>
struct SpanElement<std::span<E, N>> {
  using type = std::remove_cv_t<E>;
};
#endif
template <class T>
using span_element_t = typename SpanElement<T>::type;

/// The bytes cereal writes for a std::vector<E> of the same elements.
template <class Span>
void save_span(OutputArchive& ar, const Span& elements) {
  using E = span_element_t<Span>;
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(elements.size())));
  if constexpr (std::is_arithmetic_v<E> && !std::is_same_v<E, bool>) {
    ar(cereal::binary_data(elements.data(), elements.size() * sizeof(E)));
  } else {
    for (const auto& element : elements) ar(element);
  }
}

inline void save_string(OutputArchive& ar, const char* text, std::size_t length) {
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(length)));
  ar(cereal::binary_data(text, length));
}

/// Which values save_value writes as an Object, or as the Pointer to one. A test keeps what it
/// loads and never destroys it, so the class's destructor may be protected or private.
template <class T>
inline constexpr bool saved_as_object_v =
    !std::is_arithmetic_v<T> && !std::is_enum_v<T> && !is_string_v<T> && !std::is_pointer_v<T> &&
    std::is_void_v<span_element_t<T>> && is_serializable_v<T>;
template <class T>
inline constexpr bool saved_as_pointee_v =
    std::is_pointer_v<T> && !std::is_same_v<std::remove_cv_t<std::remove_pointer_t<T>>, char> &&
    saved_as_object_v<std::remove_cv_t<std::remove_pointer_t<T>>> &&
    (is_dynamic_v<std::remove_cv_t<std::remove_pointer_t<T>>> ||
     (!std::is_function_v<std::remove_pointer_t<T>> && !std::is_abstract_v<std::remove_pointer_t<T>>));

}  // namespace recrash::detail
