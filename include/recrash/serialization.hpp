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

#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

namespace recrash {

namespace detail {

/// cereal's traits accept a container of raw pointers and then fail to compile when it is saved;
/// this looks inside the standard library's templates for them.
template <class T, class = void>
struct holds_raw_pointer : std::is_pointer<T> {};
template <class T>
struct holds_raw_pointer<T, std::void_t<typename T::value_type>>
    : std::conjunction<std::negation<std::is_same<T, std::remove_cv_t<typename T::value_type>>>,
                       holds_raw_pointer<std::remove_cv_t<typename T::value_type>>> {};
template <class A, class B>
struct holds_raw_pointer<std::pair<A, B>>
    : std::bool_constant<holds_raw_pointer<std::remove_cv_t<A>>::value || holds_raw_pointer<std::remove_cv_t<B>>::value> {};
template <class... Ts>
struct holds_raw_pointer<std::tuple<Ts...>> : std::bool_constant<(holds_raw_pointer<std::remove_cv_t<Ts>>::value || ...)> {};
template <class... Ts>
struct holds_raw_pointer<std::variant<Ts...>> : std::bool_constant<(holds_raw_pointer<std::remove_cv_t<Ts>>::value || ...)> {};
template <class T, class D>
struct holds_raw_pointer<std::unique_ptr<T, D>> : holds_raw_pointer<std::remove_cv_t<T>> {};
template <class T>
struct holds_raw_pointer<std::shared_ptr<T>> : holds_raw_pointer<std::remove_cv_t<T>> {};

}  // namespace detail

/// True when values of T can be written to and read back from a dump.
template <class T>
inline constexpr bool is_serializable_v =
    cereal::traits::is_output_serializable<T, OutputArchive>::value &&
    cereal::traits::is_input_serializable<T, InputArchive>::value && !detail::holds_raw_pointer<T>::value;

}  // namespace recrash
