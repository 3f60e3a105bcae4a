// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The object a `std::unique_ptr` owns, saved as recrash's archives write it: what the saver of a
/// unique pointer (recrash/serialization.hpp) and the savers of the polymorphic classes
/// (recrash/polymorphic.hpp) write for it, without a pointer to wrap and dispatch on.

#include <recrash/archive.hpp>
#include <recrash/tag_loaded_containers.hpp>

#include <cereal/cereal.hpp>

#include <cstdint>
#include <type_traits>

namespace recrash {
namespace detail {

/// Whether recrash's archives number the object a `std::unique_ptr` owns among the objects saved
/// whole (SavedObjects), so that a raw pointer to it, in the same value or in another value of
/// the frame, is saved as a reference to it: when load_new can make it (and it has no
/// load_and_construct of its own that cereal would call instead). The same on both sides.
template <class T>
inline constexpr bool owned_object_numbered_v = new_constructible_v<T, LoadTag, InputArchive&> ||
                                                (new_constructible_v<T> &&
                                                 !cereal::traits::has_load_and_construct<T, InputArchive>::value);

/// Writes the object a `std::unique_ptr` owns as cereal writes one (a byte saying whether there
/// is one, then the object), numbered among the objects saved whole.
template <class T>
void save_owned(OutputArchive& ar, const T* object) {
  ar(static_cast<std::uint8_t>(object != nullptr));
  if (object == nullptr) return;
  if constexpr (owned_object_numbered_v<std::remove_const_t<T>>) {
    const std::uint32_t index = ar.saved().start();
    ar(*object);
    ar.saved().complete(index, object_identity(object));
  } else {
    ar(*object);
  }
}

}  // namespace detail
}  // namespace recrash
