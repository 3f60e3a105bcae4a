// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Used fields (ReCrash's §4.1.2.1): a method's hook copies only the data members the method,
/// and what it calls on `this`, reads or writes, instead of the whole receiver.
/// recrash-instrument writes
///
///     RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::field<1>(this->balance_),
///                                                             ::recrash::pointee_field<3>(this->next_)),
///                                cents, to);
///
/// where each index is the member's place among the items (bases, then data members) of the
/// serializer it generated for the class. The dump holds those items only, with their set
/// (format::Strategy::UsedFields); a test loads the class as usual and the items the call does
/// not use keep the values the class's loading constructor gives them.

#include <recrash/detail/copy_slot.hpp>
#include <recrash/detail/value.hpp>
#include <recrash/format/schema.hpp>

#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>

namespace recrash {
namespace detail {

/// How the class's serializer passes a member on: generated::field, or generated::pointee for a
/// raw pointer whose pointee is saved.
enum class FieldUse { Field, Pointee };

template <std::size_t kItem, FieldUse kHowUsed, class T>
struct FieldRef {
  static_assert(kItem < 64, "a class's items are numbered 0 to 63");
  using type = std::remove_cv_t<T>;
  static constexpr std::uint64_t kBit = std::uint64_t{1} << kItem;
  static constexpr FieldUse kUse = kHowUsed;
  T& value;
};

/// The receiver of a hook that copies only some of its members.
template <class Self, class... Fields>
struct UsedFields {
  Self* self;
  std::tuple<Fields...> fields;
};

template <class T>
struct is_used_fields : std::false_type {};
template <class Self, class... Fields>
struct is_used_fields<UsedFields<Self, Fields...>> : std::true_type {};
template <class T>
inline constexpr bool is_used_fields_v = is_used_fields<std::remove_cv_t<T>>::value;

/// What the hook copies at entry: the receiver's address (where its serializer's path starts)
/// and a copy of each used member.
template <class Self, class... Fields>
struct UsedFieldsCopy {
  static constexpr std::uint64_t kItems = (std::uint64_t{0} | ... | Fields::kBit);

  /// From the UsedFields a hook was given (whose Self may be const).
  template <class From>
  explicit UsedFieldsCopy(const From& from)
      : live(from.self), copies(copy(from.fields, std::index_sequence_for<Fields...>{})) {}

  const Self* live;
  std::tuple<typename Fields::type...> copies;

 private:
  template <std::size_t... I>
  static std::tuple<typename Fields::type...> copy(const std::tuple<Fields...>& fields, std::index_sequence<I...>) {
    return std::tuple<typename Fields::type...>(std::get<I>(fields).value...);
  }
};

template <class T>
struct is_used_fields_copy : std::false_type {};
template <class Self, class... Fields>
struct is_used_fields_copy<UsedFieldsCopy<Self, Fields...>> : std::true_type {};
template <class T>
inline constexpr bool is_used_fields_copy_v = is_used_fields_copy<T>::value;

/// A used-fields copy is read through these traits; the receiver itself, where an exited call's
/// values are read where they live, through `live`. Self is not const. Such a copy is not the
/// receiver whole, so no other value of the frame is written as the same object (no identity),
/// and it has no rendering. It is saved as a value of type UsedFieldsCopy<Self, Fields...>
/// (save_value writes the item set, then each copied member as the class's serializer writes it),
/// so that recrash-instrument can name it as it names any recorded type, and one unit of the
/// target compiles that code for all (RECRASH_INSTANTIATE_VALUE, RECRASH_VALUE_ELSEWHERE).
template <class Self, class... Fields>
inline const ValueTraits used_fields_traits{&typeid(Self), &save_value<UsedFieldsCopy<Self, Fields...>>, nullptr,
                                            nullptr, &value_traits<Self>};

/// Whether the hook can copy the used members: a receiver kept by reference, whole, otherwise.
template <class... Fields>
inline constexpr bool used_fields_copyable_v = (copyable_all_through<typename Fields::type>::value && ...);

template <class Self, class... Fields>
inline const CopyOps used_fields_ops{
    sizeof(UsedFieldsCopy<std::remove_cv_t<Self>, Fields...>),
    alignof(UsedFieldsCopy<std::remove_cv_t<Self>, Fields...>),
    &make_copy<UsedFieldsCopy<std::remove_cv_t<Self>, Fields...>, UsedFields<Self, Fields...>>,
    &destroy_copy<UsedFieldsCopy<std::remove_cv_t<Self>, Fields...>>,
    &used_fields_traits<std::remove_cv_t<Self>, Fields...>};

/// How the hook copies the used members of a UsedFields<Self, Fields...>, made from that
/// UsedFields: ops() null when it cannot, and kBytes the room the copy needs in its buffer.
template <class T>
struct UsedFieldsCopying;
template <class Self, class... Fields>
struct UsedFieldsCopying<UsedFields<Self, Fields...>> {
  static constexpr const CopyOps* ops() noexcept {
    if constexpr (used_fields_copyable_v<Fields...>) {
      return &used_fields_ops<Self, Fields...>;
    } else {
      return nullptr;
    }
  }
  static constexpr std::size_t kBytes =
      used_fields_copyable_v<Fields...> ? copy_bytes_v<UsedFieldsCopy<std::remove_cv_t<Self>, Fields...>> : 0;
};

}  // namespace detail

/// A data member of `*this` that the hooked method uses, the `kItem`th item of its class's
/// generated serializer.
template <std::size_t kItem, class T>
detail::FieldRef<kItem, detail::FieldUse::Field, T> field(T& member) {
  return {member};
}
/// A raw pointer member whose pointee the class's serializer saves.
template <std::size_t kItem, class T>
detail::FieldRef<kItem, detail::FieldUse::Pointee, T> pointee_field(T& member) {
  return {member};
}
/// The receiver of a hook that copies only `fields`.
template <class Self, class... Fields>
detail::UsedFields<Self, Fields...> used_fields(Self* self, Fields... fields) {
  return {self, std::tuple<Fields...>(fields...)};
}

}  // namespace recrash
