// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// How a hook copies a value at entry, and whether a type can be copied at all.

#include <cstddef>
#include <initializer_list>
#include <new>
#include <type_traits>

namespace recrash::detail {

/// The receiver of a function that has none.
struct NoReceiver {};

struct ValueTraits;

/// How a hook copies one type at a call's entry, into storage on the hooked function's stack
/// that the hook sized for it. One constant per type, so that the hook itself holds no code to
/// copy: capture/frame_entry.cpp calls these.
struct CopyOps {
  std::size_t size;
  std::size_t align;
  /// Makes the copy at `storage` from `from` (the value; for used fields, the UsedFields the hook
  /// was given); false when the copy constructor threw (the program's behaviour is kept: the
  /// value is then kept by address).
  bool (*make)(void* storage, const void* from) noexcept;
  void (*destroy)(void* storage) noexcept;
  /// How to read the copy, when it is not a value of the slot's type (used fields); null when
  /// it is.
  const ValueTraits* copy_traits;
};

template <class T, class From = T>
bool make_copy(void* storage, const void* from) noexcept {
  try {
    ::new (storage) T(*static_cast<const From*>(from));
    return true;
  } catch (...) {
    return false;
  }
}
template <class T>
void destroy_copy(void* storage) noexcept {
  static_cast<T*>(storage)->~T();
}

/// The storage a copy of T needs in a hook's buffer, with room to align it.
template <class T>
inline constexpr std::size_t copy_bytes_v = sizeof(T) + alignof(T) - 1;

/// std::is_copy_constructible says yes for a container of move-only elements (a
/// `std::vector<std::unique_ptr<T>>`: its copy constructor is declared and fails only when it is
/// instantiated), so this looks inside the standard containers.
template <class T, class = void>
struct copyable_all_through : std::is_copy_constructible<T> {};  // NOLINT(readability-identifier-naming): a trait
template <class T>
struct copyable_all_through<T, std::void_t<typename T::value_type>>
    : std::conjunction<std::is_copy_constructible<T>,
                       std::disjunction<std::is_same<T, std::remove_cv_t<typename T::value_type>>,
                                        copyable_all_through<std::remove_cv_t<typename T::value_type>>>> {};
/// A copy of an initializer_list shares its array (g++ warns -Winit-list-lifetime), so the
/// address is all a copy would keep anyway.
template <class T>
struct copyable_all_through<std::initializer_list<T>> : std::false_type {};

}  // namespace recrash::detail
