// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Everything a hooked value needs to be saved into a dump and loaded back in a test.
///
/// To make your own type serializable, give it what cereal expects, for example
///
///     struct Point {
///       int x, y;
///       template <class Archive> void serialize(Archive& ar) { ar(x, y); }
///     };
///
/// or a `save`/`load` pair for a type whose members are private and whose invariants need a
/// constructor (see cereal's documentation). Standard containers, strings, smart pointers,
/// optional, variant, tuple, pair, chrono durations and complex numbers work out of the box.
/// A type with no serializer is still allowed in a hook: the dump records it as unavailable and
/// the generated test says so.

#include <recrash/archive.hpp>
#include <recrash/detail/owned_objects.hpp>
#include <recrash/input_streams.hpp>
#include <recrash/polymorphic.hpp>
#include <recrash/tag_loaded_containers.hpp>

#include <boost/core/demangle.hpp>
#include <cereal/types/array.hpp>
#include <cereal/types/bitset.hpp>
#include <cereal/types/chrono.hpp>
#include <cereal/types/complex.hpp>
#include <cereal/types/deque.hpp>
#include <cereal/types/forward_list.hpp>
#include <cereal/types/list.hpp>
#include <cereal/types/map.hpp>
#include <cereal/types/memory.hpp>
#include <cereal/types/optional.hpp>
#include <cereal/types/queue.hpp>
#include <cereal/types/set.hpp>
#include <cereal/types/stack.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/tuple.hpp>
#include <cereal/types/unordered_map.hpp>
#include <cereal/types/unordered_set.hpp>
#include <cereal/types/utility.hpp>
#include <cereal/types/valarray.hpp>
#include <cereal/types/variant.hpp>
#include <cereal/types/vector.hpp>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <variant>

namespace recrash {

namespace detail {

template <class T>
struct serializable_all_through;

/// cereal's traits accept a container, smart pointer, pair, tuple or variant of anything and then
/// fail to compile when it is saved, if what it holds is a raw pointer or a type with no
/// serializer (a `std::vector<Token>` whose Token has none): this looks inside the standard
/// library's templates.
template <class T, class = void>
struct parts_serializable : std::true_type {};
template <class T>
struct parts_serializable<T, std::void_t<typename T::value_type>>
    : std::disjunction<std::is_same<T, std::remove_cv_t<typename T::value_type>>,
                       serializable_all_through<std::remove_cv_t<typename T::value_type>>> {};
template <class A, class B>
struct parts_serializable<std::pair<A, B>>
    : std::conjunction<serializable_all_through<std::remove_cv_t<A>>, serializable_all_through<std::remove_cv_t<B>>> {};
template <class... Ts>
struct parts_serializable<std::tuple<Ts...>> : std::conjunction<serializable_all_through<std::remove_cv_t<Ts>>...> {};
template <class... Ts>
struct parts_serializable<std::variant<Ts...>> : std::conjunction<serializable_all_through<std::remove_cv_t<Ts>>...> {};
template <class T, std::size_t N>
struct parts_serializable<T[N]> : serializable_all_through<std::remove_cv_t<T>> {};  // not of raw pointers
template <class T, class D>
struct parts_serializable<std::unique_ptr<T, D>> : serializable_all_through<std::remove_cv_t<T>> {};
template <class T>
struct parts_serializable<std::shared_ptr<T>> : serializable_all_through<std::remove_cv_t<T>> {};

/// cereal loads a map's or set's keys into a `key_type` it makes: one declared const
/// (`std::map<const String, Item>`, TagLib's) cannot be loaded.
template <class T, class = void>
struct keys_loadable : std::true_type {};
template <class T>
struct keys_loadable<T, std::void_t<typename T::key_type>> : std::negation<std::is_const<typename T::key_type>> {};

template <class T>
struct serializable_all_through
    : std::conjunction<std::negation<std::is_pointer<T>>, keys_loadable<T>,
                       cereal::traits::is_output_serializable<T, OutputArchive>,
                       cereal::traits::is_input_serializable<T, InputArchive>, parts_serializable<T>> {};

}  // namespace detail

/// True when values of T can be written to and read back from a dump.
template <class T>
inline constexpr bool is_serializable_v = detail::serializable_all_through<T>::value;

namespace detail {
/// Why a T whose members the unit defining its member functions saves (a pointer to the
/// implementation) cannot be loaded: the test does not link that unit.
template <class T>
FormatError completing_unit_not_linked() {
  return FormatError("members of " + boost::core::demangle(typeid(T).name()) +
                     " were saved by the unit that defines its member functions, which this test does not link");
}

/// Whether T has members a unit completes: recrash-instrument then declares T's weak functions
/// (and its loading constructor), which are defined in that unit, or null where it is not linked.
/// T's own, not a base's that T inherits: a base checks its own in its loading constructor.
template <class T, class = void>
struct HasCompletedMembers : std::false_type {};
template <class T>
struct HasCompletedMembers<T, std::void_t<decltype(&T::recrash_load_completed)>>
    : std::is_same<decltype(&T::recrash_load_completed), void (*)(InputArchive&, T&)> {};

/// The tag a loading constructor passes on to T's weak one, once T's completing unit is linked
/// (`load`, one of the weak functions defined there, is not null).
template <class T>
LoadTag& linked_tag(LoadTag& tag, void (*load)(InputArchive&, T&)) {
  if (load == nullptr) throw completing_unit_not_linked<T>();
  return tag;
}

/// Makes a new T with the loading constructors recrash-instrument adds: the tag's, then its
/// serializer in place. Not `new T(LoadTag, Archive&)`, which destroys the object when loading it
/// throws: that call must link, and a shared library built with hidden visibility need not export
/// the destructor (tinyxml2's StrPair). Nothing destroys what this makes.
template <class T>
T* load_tagged(InputArchive& archive) {
  if constexpr (new_constructible_v<T, LoadTag&>) {
    LoadTag tag;
    // Its constructor is weak and defined in that unit too: unlinked, it is null.
    if constexpr (HasCompletedMembers<T>::value) linked_tag<T>(tag, &T::recrash_load_completed);
    T* object = new T(tag);
    archive(*object);
    return object;
  } else {
    return new T(LoadTag{}, archive);  // a loading constructor of the class's own
  }
}

/// Makes a new T from the archive where it will live: with the loading constructors
/// recrash-instrument adds, or by default and then its serializer.
template <class T>
T* load_new(InputArchive& archive) {
  if constexpr (new_constructible_v<T, LoadTag, InputArchive&>) {
    return load_tagged<T>(archive);
  } else if constexpr (std::is_destructible_v<T>) {
    std::unique_ptr<T> object(new T());
    archive(*object);
    return object.release();
  } else {
    T* object = new T();  // not destroyed if loading it throws: its destructor is not ours to call
    archive(*object);
    return object;
  }
}
}  // namespace detail

/// A `std::basic_string_view` (a reader's source, a token's text) is saved as the characters it
/// views, as a string is. Loaded, it views a copy of them that nothing frees (the test's process
/// ends soon); what else viewed the same characters (a string member it was made from) has a copy
/// of its own.
template <class CharT, class Traits>
void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const std::basic_string_view<CharT, Traits>& view) {
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(view.size())));
  ar(cereal::binary_data(view.data(), view.size() * sizeof(CharT)));
}
template <class CharT, class Traits>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar, std::basic_string_view<CharT, Traits>& view) {
  cereal::size_type size = 0;
  ar(cereal::make_size_tag(size));
  ar.check_count(size, sizeof(CharT));
  if (size == 0) {
    view = {};
    return;
  }
  auto characters = std::make_unique<CharT[]>(static_cast<std::size_t>(size));
  ar(cereal::binary_data(characters.get(), static_cast<std::size_t>(size) * sizeof(CharT)));
  // Held only through the view, which points at its start: what holds the view keeps it reachable.
  view = std::basic_string_view<CharT, Traits>(characters.release(), static_cast<std::size_t>(size));
}

/// A `std::unique_ptr`'s object, as cereal writes it (a byte saying whether there is one, then
/// the object), numbered among the objects saved whole. Also what cereal's polymorphic binding
/// calls for the object of its dynamic type.
template <class T, class D>
void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar,
                               const cereal::memory_detail::PtrWrapper<const std::unique_ptr<T, D>&>& wrapper) {
  detail::save_owned(ar, static_cast<const std::remove_const_t<T>*>(wrapper.ptr.get()));
}

template <class T, class D>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar, cereal::memory_detail::PtrWrapper<std::unique_ptr<T, D>&>& wrapper) {
  using Plain = std::remove_const_t<T>;
  if constexpr (!detail::owned_object_numbered_v<Plain>) {
    cereal::CEREAL_LOAD_FUNCTION_NAME(ar, wrapper);  // cereal's own
  } else {
    std::uint8_t present = 0;
    ar(present);
    if (present == 0) {
      wrapper.ptr.reset(nullptr);
      return;
    }
    const std::uint32_t index = ar.saved().start();
    std::unique_ptr<Plain, D> owner(detail::load_new<Plain>(ar));
    const detail::ObjectIdentity identity = detail::object_identity(static_cast<const Plain*>(owner.get()));
    ar.saved().complete(index, identity);
    wrapper.ptr = std::move(owner);
  }
}

}  // namespace recrash
