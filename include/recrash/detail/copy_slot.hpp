// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Where a hook keeps a copy it makes at entry, and whether a type can be copied at all.

#include <initializer_list>
#include <new>
#include <type_traits>

namespace recrash::detail {

/// The receiver of a function that has none; also the storage of a copy that cannot be made.
struct NoReceiver {};

/// Room for one copy, made only when the Copy strategy asks for it. It does not know whether
/// it holds one (so a hook that records nothing initialises nothing): its FrameGuard does, and
/// destroys it. The destruction is kept out of line: inlined into every hooked function, g++
/// cannot tell that only a made copy is destroyed and warns -Wmaybe-uninitialized there.
template <class T>
class CopySlot {
 public:
  CopySlot() noexcept {}
  ~CopySlot() {}
  CopySlot(const CopySlot&) = delete;
  CopySlot& operator=(const CopySlot&) = delete;
  /// Makes the copy: T(from), where `from` is a T or what T is made from.
  template <class From>
  T* emplace(const From& from) {
    return new (&value_) T(from);
  }
  void destroy() noexcept {
    if constexpr (!std::is_trivially_destructible_v<T>) destroy_out_of_line(&value_);
  }

 private:
  [[gnu::noinline]] static void destroy_out_of_line(T* value) noexcept { value->~T(); }

  union {
    T value_;
  };
};

/// std::is_copy_constructible says yes for a container of move-only elements (a
/// `std::vector<std::unique_ptr<T>>`: its copy constructor is declared and fails only when it is
/// instantiated), so this looks inside the standard containers.
template <class T, class = void>
struct copyable_all_through : std::is_copy_constructible<T> {};
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
