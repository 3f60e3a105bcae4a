// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Loading standard containers of a class that cannot be default-constructed. cereal makes a
/// container's elements first and loads them after (`resize`, `emplace()`), which such a class
/// does not allow; recrash-instrument gives it a constructor that loads it from the archive
/// (`C(LoadTag, Archive&)`), and these loaders build each element with it. What they read is
/// what cereal's own savers wrote, so saving is cereal's.
///
/// They are found by argument-dependent lookup through recrash::InputArchive and are more
/// specialized than cereal's loaders, which stay in use for every other element type.

#include <recrash/archive.hpp>
#include <recrash/serializer_declarations.hpp>

#include <cstddef>
#include <deque>
#include <list>
#include <map>
#include <optional>
#include <queue>
#include <set>
#include <stack>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace recrash {

namespace detail {
template <class Void, class T, class... Args>
struct NewConstructible : std::false_type {};
template <class T, class... Args>
struct NewConstructible<std::void_t<decltype(::new T(std::declval<Args>()...))>, T, Args...> : std::true_type {};
}  // namespace detail

/// Whether `new T(Args...)` compiles. std::is_constructible_v also asks for a destructor that the
/// caller may call, which a class whose objects only their owner deletes does not give (tinyxml2's
/// nodes: protected and private destructors); a test never destroys what it loads.
template <class T, class... Args>
inline constexpr bool new_constructible_v = detail::NewConstructible<void, T, Args...>::value;

namespace generated {

/// A T is loaded by its LoadTag constructor, because it has no default constructor to make it
/// first.
template <class T>
inline constexpr bool tag_loaded_v =
    !std::is_default_constructible_v<T> && std::is_constructible_v<T, LoadTag, InputArchive&>;

/// A T can be made in a container while it is loaded: by default or by its LoadTag constructor.
template <class T>
inline constexpr bool element_loadable_v = std::is_default_constructible_v<T> || tag_loaded_v<T>;

/// One element read from the archive.
template <class T>
T load_element(InputArchive& archive) {
  if constexpr (tag_loaded_v<T>) {
    return T(LoadTag{}, archive);
  } else {
    T element{};
    archive(element);
    return element;
  }
}

template <class Sequence>
void load_sequence(InputArchive& archive, Sequence& sequence) {
  cereal::size_type size = 0;
  archive(cereal::make_size_tag(size));
  sequence.clear();
  for (cereal::size_type i = 0; i < size; ++i) sequence.emplace_back(LoadTag{}, archive);
}

/// Each value is made in its node, from the archive: a value made first and then moved or copied
/// in would run the class's own copy (one that re-parses, one that shares what it owns) and then
/// its destructor on the first object, which may delete what the loaded objects share.
template <class Map>
void load_map(InputArchive& archive, Map& map) {
  using Value = typename Map::mapped_type;
  cereal::size_type size = 0;
  archive(cereal::make_size_tag(size));
  map.clear();
  for (cereal::size_type i = 0; i < size; ++i) {
    auto key = load_element<typename Map::key_type>(archive);
    if constexpr (tag_loaded_v<Value>) {
      map.emplace_hint(map.end(), std::piecewise_construct, std::forward_as_tuple(std::move(key)),
                       std::forward_as_tuple(LoadTag{}, archive));
    } else {
      auto value = load_element<Value>(archive);
      map.emplace_hint(map.end(), std::move(key), std::move(value));
    }
  }
}

template <class Set>
void load_set(InputArchive& archive, Set& set) {
  cereal::size_type size = 0;
  archive(cereal::make_size_tag(size));
  set.clear();
  for (cereal::size_type i = 0; i < size; ++i) set.emplace_hint(set.end(), LoadTag{}, archive);
}

/// The containers below load elements of any class for which element_loadable_v holds; the
/// others keep cereal's rule (a default-constructible element). Used also to decide whether a
/// container can be saved at all (recrash::savable_v): one that cannot is not saved.
template <class Container>
struct TagLoadedContainer : std::false_type {};
template <class T, class A>
struct TagLoadedContainer<std::vector<T, A>> : std::bool_constant<tag_loaded_v<T>> {};
template <class T, class A>
struct TagLoadedContainer<std::deque<T, A>> : std::bool_constant<tag_loaded_v<T>> {};
template <class T, class A>
struct TagLoadedContainer<std::list<T, A>> : std::bool_constant<tag_loaded_v<T>> {};
template <class T>
struct TagLoadedContainer<std::optional<T>> : std::bool_constant<tag_loaded_v<T>> {};
template <class K, class C, class A>
struct TagLoadedContainer<std::set<K, C, A>> : std::bool_constant<tag_loaded_v<K>> {};
template <class K, class C, class A>
struct TagLoadedContainer<std::multiset<K, C, A>> : std::bool_constant<tag_loaded_v<K>> {};
template <class K, class H, class E, class A>
struct TagLoadedContainer<std::unordered_set<K, H, E, A>> : std::bool_constant<tag_loaded_v<K>> {};
template <class K, class H, class E, class A>
struct TagLoadedContainer<std::unordered_multiset<K, H, E, A>> : std::bool_constant<tag_loaded_v<K>> {};
// The container adaptors: cereal loads the container they adapt and moves it in (yaml-cpp's
// Scanner keeps its tokens in a std::queue<Token>).
template <class T, class C>
struct TagLoadedContainer<std::queue<T, C>> : TagLoadedContainer<C> {};
template <class T, class C>
struct TagLoadedContainer<std::stack<T, C>> : TagLoadedContainer<C> {};
template <class T, class C, class Compare>
struct TagLoadedContainer<std::priority_queue<T, C, Compare>> : TagLoadedContainer<C> {};
template <class K, class V>
inline constexpr bool map_tag_loaded_v = element_loadable_v<K>&& element_loadable_v<V> &&
                                         (tag_loaded_v<K> || tag_loaded_v<V>);
/// The four maps, which one loader below serves.
template <class Container>
struct TagLoadedMap : std::false_type {};
template <class K, class V, class C, class A>
struct TagLoadedMap<std::map<K, V, C, A>> : std::bool_constant<map_tag_loaded_v<K, V>> {};
template <class K, class V, class C, class A>
struct TagLoadedMap<std::multimap<K, V, C, A>> : std::bool_constant<map_tag_loaded_v<K, V>> {};
template <class K, class V, class H, class E, class A>
struct TagLoadedMap<std::unordered_map<K, V, H, E, A>> : std::bool_constant<map_tag_loaded_v<K, V>> {};
template <class K, class V, class H, class E, class A>
struct TagLoadedMap<std::unordered_multimap<K, V, H, E, A>> : std::bool_constant<map_tag_loaded_v<K, V>> {};
template <class K, class V, class C, class A>
struct TagLoadedContainer<std::map<K, V, C, A>> : TagLoadedMap<std::map<K, V, C, A>> {};
template <class K, class V, class C, class A>
struct TagLoadedContainer<std::multimap<K, V, C, A>> : TagLoadedMap<std::multimap<K, V, C, A>> {};
template <class K, class V, class H, class E, class A>
struct TagLoadedContainer<std::unordered_map<K, V, H, E, A>> : TagLoadedMap<std::unordered_map<K, V, H, E, A>> {};
template <class K, class V, class H, class E, class A>
struct TagLoadedContainer<std::unordered_multimap<K, V, H, E, A>>
    : TagLoadedMap<std::unordered_multimap<K, V, H, E, A>> {};

template <class Container>
using IfTagLoaded = std::enable_if_t<TagLoadedContainer<Container>::value, int>;
template <class Map>
using IfTagLoadedMap = std::enable_if_t<TagLoadedMap<Map>::value, int>;

}  // namespace generated

template <class T, class A, generated::IfTagLoaded<std::vector<T, A>> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, std::vector<T, A>& vector) {
  generated::load_sequence(archive, vector);
}
template <class T, class A, generated::IfTagLoaded<std::deque<T, A>> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, std::deque<T, A>& deque) {
  generated::load_sequence(archive, deque);
}
template <class T, class A, generated::IfTagLoaded<std::list<T, A>> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, std::list<T, A>& list) {
  generated::load_sequence(archive, list);
}

/// As cereal writes it: whether it is empty, then its value.
template <class T, generated::IfTagLoaded<std::optional<T>> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, std::optional<T>& optional) {
  bool empty = true;
  archive(empty);
  optional.reset();
  if (!empty) optional.emplace(LoadTag{}, archive);
}

template <class K, class C, class A, generated::IfTagLoaded<std::set<K, C, A>> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, std::set<K, C, A>& set) {
  generated::load_set(archive, set);
}
template <class K, class C, class A, generated::IfTagLoaded<std::multiset<K, C, A>> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, std::multiset<K, C, A>& set) {
  generated::load_set(archive, set);
}
template <class K, class H, class E, class A, generated::IfTagLoaded<std::unordered_set<K, H, E, A>> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, std::unordered_set<K, H, E, A>& set) {
  generated::load_set(archive, set);
}
template <class K, class H, class E, class A, generated::IfTagLoaded<std::unordered_multiset<K, H, E, A>> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, std::unordered_multiset<K, H, E, A>& set) {
  generated::load_set(archive, set);
}

/// The four maps, in the form of cereal's loader for them.
template <template <class...> class Map, class... Args, generated::IfTagLoadedMap<Map<Args...>> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, Map<Args...>& map) {
  generated::load_map(archive, map);
}

}  // namespace recrash
