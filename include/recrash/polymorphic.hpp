// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Objects of polymorphic classes, saved as their dynamic type with cereal's own machinery
/// (cereal/types/polymorphic.hpp): a `std::unique_ptr<Base>`, `std::shared_ptr<Base>` or raw
/// `Base*` holding a Derived is saved and loaded as a Derived, through an abstract Base too.
///
/// cereal needs every such Derived registered, with its relation to its bases. recrash-instrument
/// writes `RECRASH_POLYMORPHIC_TYPE(Derived, Base...)` for each polymorphic class of the project
/// that has a polymorphic public base, at the end of the source that defines its key function
/// (when it has none, at the end of the one source of the library that recrash_instrument gives
/// it to, RECRASH_REGISTERED_HERE; or after the class, run by hand): an inline variable (C++17),
/// so the program registers it once. Without C++17 it registers nothing.
///
/// A program only saves. Built with recrash_instrument, a library registers the saving half of a
/// class its headers define (RECRASH_POLYMORPHIC_SAVED_TYPE), and the header's copy ends with the
/// loading half (RECRASH_POLYMORPHIC_LOADED_TYPE) behind `#ifdef RECRASH_LOADERS`, which only the
/// target's loaders source defines (its RECRASH_LOADERS_SOURCE property): the tests recrash-gen
/// writes compile it, and a program does not compile, nor carry, what loads its classes.
///
/// An object whose dynamic type is not registered (a class of another library, of an anonymous
/// namespace, a class template's instantiation, one that cannot be loaded) is never an error: it
/// is written as a null pointer (absent), and a top-level value as unavailable.

#include <recrash/archive.hpp>
#include <recrash/detail/owned_objects.hpp>
#include <recrash/tag_loaded_containers.hpp>

#include <cereal/types/memory.hpp>
#include <cereal/types/polymorphic.hpp>

#include <cstddef>
#include <cstdint>
#include <ios>
#include <memory>
#include <string>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

namespace recrash {
namespace generated {

/// Whether a T can be made from scratch while it is loaded (what a polymorphic binding does): by
/// its LoadTag constructor or by default, whether or not its destructor may be called (nothing
/// destroys what a test loads: tinyxml2's nodes, which only their document deletes, have
/// protected ones), or by its own load_and_construct.
template <class T>
inline constexpr bool polymorphic_loadable_v =
    !std::is_abstract_v<T> &&
    (new_constructible_v<T, LoadTag, InputArchive&> || new_constructible_v<T> ||
     (std::is_destructible_v<T> && cereal::traits::has_load_and_construct<T, InputArchive>::value));

/// What cereal's PolymorphicVirtualCaster<Base, Derived> casts, without its constructor: that
/// constructor, which finds the shortest paths the new relation opens through the class graph, is
/// compiled again for every pair (its lambdas, and so the containers and algorithms it runs on
/// them, are the pair's own types): 4 s of CPU for the 21 classes the interpreter example
/// registers in one unit. add_relation() does the same once, in the run time, for every pair.
template <class Base, class Derived>
struct Caster final : cereal::detail::PolymorphicCaster {
  const void* downcast(const void* const pointer) const override {
    return dynamic_cast<const Derived*>(static_cast<const Base*>(pointer));
  }
  void* upcast(void* const pointer) const override { return dynamic_cast<Base*>(static_cast<Derived*>(pointer)); }
  std::shared_ptr<void> upcast(const std::shared_ptr<void>& pointer) const override {
    return std::dynamic_pointer_cast<Base>(std::static_pointer_cast<Derived>(pointer));
  }
};

/// Adds `caster`, which casts between `base` and `derived` (its direct base), to cereal's table of
/// casters, and the path through it between every class above `base` (those it already knows,
/// `base` included) and every class below `derived` (likewise), where that path is shorter than
/// the one the table holds: the paths cereal's own registration finds, top-down, each step a
/// caster. The table holds every pair's shortest path, so a new shortest path through the new
/// relation joins a shortest path down to `base` and one down from `derived`. Defined by the
/// capture run time (capture/polymorphic_relations.cpp): its containers' code is compiled once,
/// not in every unit that registers a class (37 KB of text and a quarter of a second each).
void add_relation(std::type_index base, std::type_index derived, const cereal::detail::PolymorphicCaster& caster);

/// `object`, the part of an object of class `derived` that its base `base` holds, turned into a
/// pointer to the object, through the relations registered; null where none leads there. Defined
/// by the capture run time too: cereal's own (PolymorphicCasters::downcast) is compiled for every
/// class registered, and throws where this returns null, which the crash handler must not do.
const void* downcast_object(const void* object, const std::type_info& base, const std::type_info& derived) noexcept;

/// Registers the relation between Derived and its direct base Base once per program.
template <class Base, class Derived>
void bind_caster() {
  static const Caster<Base, Derived> caster;
  static const bool bound = (add_relation(typeid(Base), typeid(Derived), caster), true);
  (void)bound;
}

/// Registers what saves a T held through a pointer to one of `Bases` with cereal, for recrash's
/// output archive (T's relation to each base, which loading uses too, and its output binding),
/// when T can be saved and loaded; always true. Called once per program, by the inline variable
/// of RECRASH_POLYMORPHIC_TYPE or RECRASH_POLYMORPHIC_SAVED_TYPE.
template <class T, class... Bases>
bool register_saving() {
  if constexpr (cereal::traits::is_output_serializable<T, OutputArchive>::value &&
                cereal::traits::is_input_serializable<T, InputArchive>::value) {
    (bind_caster<Bases, T>(), ...);
    if constexpr (polymorphic_loadable_v<T>) {
      // recrash's archives only (cereal's bind_to_archives<T> binds every archive the unit has
      // seen registered, whose loaders would destroy what they load).
      (void)cereal::detail::StaticObject<cereal::detail::OutputBindingCreator<OutputArchive, T>>::getInstance();
    }
  }
  return true;
}

/// Registers what loads a T saved through a pointer to a base, for recrash's input archive: most
/// of what registering a class costs to compile, which only the generated tests need (a program
/// only saves). Called by RECRASH_POLYMORPHIC_TYPE, or by RECRASH_POLYMORPHIC_LOADED_TYPE in the
/// unit a test project compiles for a library's classes (recrash_instrument's loaders source).
template <class T>
bool register_loading() {
  if constexpr (cereal::traits::is_output_serializable<T, OutputArchive>::value &&
                cereal::traits::is_input_serializable<T, InputArchive>::value && polymorphic_loadable_v<T>) {
    (void)cereal::detail::StaticObject<cereal::detail::InputBindingCreator<InputArchive, T>>::getInstance();
  }
  return true;
}

/// The inline variables that register T (explicit specializations, each defined by the macros
/// below): one class for saving, one for loading, so that a library's unit and a test's unit may
/// each register their half of the same class.
template <class T>
struct SavingRegistration;
template <class T>
struct LoadingRegistration;

}  // namespace generated

namespace detail {

/// A polymorphic class that is not final: an object used through it may be of a derived class,
/// so it is saved and loaded as its dynamic type. Not one whose destructor is not virtual: no
/// object of a derived class can be owned, and deleted, through it (clang warns
/// -Wdelete-non-abstract-non-virtual-dtor), so it is saved and loaded as its static type.
/// Nor a stream: saved as what it reads (recrash/input_streams.hpp), whatever its class.
template <class T>
inline constexpr bool is_dynamic_v = std::is_polymorphic_v<T> && !std::is_final_v<T> &&
                                     std::has_virtual_destructor_v<T> && !std::is_base_of_v<std::ios_base, T>;

/// Can cereal save `*object` (of static type T) as its dynamic type? Yes when it is a T (and T
/// can be made when loading) or when its dynamic type is registered.
template <class T>
bool dynamic_type_savable(const T& object) {
  const std::type_info& dynamic = typeid(object);
  if (dynamic == typeid(T)) return generated::polymorphic_loadable_v<std::remove_cv_t<T>>;
  const auto& bindings =
      cereal::detail::StaticObject<cereal::detail::OutputBindingMap<OutputArchive>>::getInstance().map;
  return bindings.find(std::type_index(dynamic)) != bindings.end() &&
         cereal::detail::PolymorphicCasters::lookup_if_exists(typeid(T), dynamic).first;
}

/// Turns the address of an object whose dynamic type is `dynamic` into a pointer to its T part,
/// through the relations registered with cereal; nullptr when there is no path.
template <class T>
T* cast_to(const void* address, const std::type_info& dynamic) {
  void* object = const_cast<void*>(address);
  if (dynamic == typeid(T)) return static_cast<T*>(object);
  const auto found = cereal::detail::PolymorphicCasters::lookup_if_exists(typeid(T), dynamic);
  if (!found.first) return nullptr;
  for (auto caster = found.second.rbegin(); caster != found.second.rend(); ++caster) object = (*caster)->upcast(object);
  return static_cast<T*>(object);
}

/// Deletes nothing: a smart pointer that only lends cereal an object to save.
struct Lend {
  template <class T>
  void operator()(T*) const noexcept {}
};

/// Saves an object as its dynamic type, the way cereal saves a `std::unique_ptr<T>`, or returns
/// false (and writes nothing) when that type cannot be saved.
template <class T>
bool save_dynamic(OutputArchive& archive, const T& object) {
  if (!dynamic_type_savable(object)) return false;
  const std::unique_ptr<const T, Lend> lent(&object);
  archive(lent);
  return true;
}

/// Loads what save_dynamic wrote: a new object that nothing deletes (its destructor may be
/// protected), or null.
template <class T>
T* load_dynamic(InputArchive& archive) {
  std::unique_ptr<T, Lend> object;
  archive(object);
  return object.release();
}

}  // namespace detail

/// recrash's archives save a polymorphic smart pointer with cereal's machinery, except that one
/// whose object cannot be saved as its dynamic type is written as null rather than thrown on.
template <class T, class D>
std::enable_if_t<std::is_polymorphic_v<T>> CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar,
                                                                     const std::unique_ptr<T, D>& ptr) {
  if (ptr != nullptr && !detail::dynamic_type_savable(*ptr)) {
    ar(std::uint32_t{0});  // cereal's null polymorphic pointer
    return;
  }
  cereal::CEREAL_SAVE_FUNCTION_NAME(ar, ptr);
}
template <class T>
std::enable_if_t<std::is_polymorphic_v<T>> CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const std::shared_ptr<T>& ptr) {
  if (ptr != nullptr && !detail::dynamic_type_savable(*ptr)) {
    ar(std::uint32_t{0});
    return;
  }
  cereal::CEREAL_SAVE_FUNCTION_NAME(ar, ptr);
}

}  // namespace recrash

namespace cereal::detail {

/// cereal's binding of a polymorphic class to recrash's output archive, writing what cereal's
/// (polymorphic_impl.hpp) writes but for two things that allocate, which the crash handler must
/// not: the type's name is written from its characters, not through a std::string, and its ids
/// come from the archive's own fixed tables (recrash::OutputArchive::registerPolymorphicType).
/// Its savers are functions rather than lambdas, and write the object itself rather than a
/// pointer wrapper cereal dispatches on: each class registered cost a unit twice the code and a
/// quarter of a second more to compile (tinyxml2's 11 classes, 178 KB of text, docs/PERFORMANCE.md
/// session 45), and every saver's std::function is then one type.
template <class T>
struct OutputBindingCreator<::recrash::OutputArchive, T> {
  using Archive = ::recrash::OutputArchive;

  /// The type's id, and its name the first time (the bytes of a std::string).
  static void writeMetadata(Archive& ar) {
    const char* name = binding_name<T>::name();
    const std::uint32_t id = ar.registerPolymorphicType(name);
    ar(CEREAL_NVP_("polymorphic_id", id));
    if ((id & msb_32bit) != 0) {
      const std::size_t length = std::char_traits<char>::length(name);
      ar(make_size_tag(static_cast<size_type>(length)));
      ar(binary_data(name, length));
    }
  }

  /// The object of a `std::shared_ptr<Base>`, as cereal's saver of one writes it: its id, and the
  /// object the first time the archive sees it. (A null pointer where no registered relation
  /// leads from Base to T, which dynamic_type_savable() has checked before.)
  static void save_shared(void* archive, const void* object, const std::type_info& base) {
    Archive& ar = *static_cast<Archive*>(archive);
    writeMetadata(ar);
    const auto* derived = static_cast<const T*>(::recrash::generated::downcast_object(object, base, typeid(T)));
    const std::uint32_t id = ar.shared_object_id(derived);
    ar(id);
    if ((id & msb_32bit) != 0) ar(*derived);
  }
  /// The object of a `std::unique_ptr<Base>`, as recrash's saver of one writes it
  /// (recrash/serialization.hpp).
  static void save_unique(void* archive, const void* object, const std::type_info& base) {
    Archive& ar = *static_cast<Archive*>(archive);
    writeMetadata(ar);
    ::recrash::detail::save_owned(
        ar, static_cast<const T*>(::recrash::generated::downcast_object(object, base, typeid(T))));
  }

  OutputBindingCreator() {
    auto& map = StaticObject<OutputBindingMap<Archive>>::getInstance().map;
    const auto key = std::type_index(typeid(T));
    if (map.find(key) != map.end()) return;
    typename OutputBindingMap<Archive>::Serializers serializers;
    serializers.shared_ptr = &save_shared;
    serializers.unique_ptr = &save_unique;
    map.insert({key, std::move(serializers)});
  }
};

/// cereal's binding of a polymorphic class to recrash's input archive, as cereal makes it but for
/// the object it loads through a `std::unique_ptr`: one that deletes nothing, so that a class
/// whose destructor is protected or private (only its owner deletes it) loads too. What a
/// binding loads is always released to its caller, and a test never destroys what it loads.
template <class T>
struct InputBindingCreator<::recrash::InputArchive, T> {
  using Archive = ::recrash::InputArchive;

  static void load_shared(void* archive, std::shared_ptr<void>& object, const std::type_info& base) {
    if constexpr (std::is_destructible_v<T>) {
      Archive& ar = *static_cast<Archive*>(archive);
      std::shared_ptr<T> loaded;
      ar(CEREAL_NVP_("ptr_wrapper", memory_detail::make_ptr_wrapper(loaded)));
      object = PolymorphicCasters::template upcast<T>(loaded, base);
    } else {
      (void)archive, (void)object, (void)base;
      throw Exception(std::string("a std::shared_ptr cannot own an object of ") + binding_name<T>::name() +
                      ", whose destructor is not public");
    }
  }
  static void load_unique(void* archive, std::unique_ptr<void, EmptyDeleter<void>>& object,
                          const std::type_info& base) {
    Archive& ar = *static_cast<Archive*>(archive);
    std::unique_ptr<T, EmptyDeleter<T>> loaded;
    ar(CEREAL_NVP_("ptr_wrapper", memory_detail::make_ptr_wrapper(loaded)));
    object.reset(PolymorphicCasters::template upcast<T>(loaded.release(), base));
  }

  InputBindingCreator() {
    auto& map = StaticObject<InputBindingMap<Archive>>::getInstance().map;
    auto lock = StaticObject<InputBindingMap<Archive>>::lock();
    auto key = std::string(binding_name<T>::name());
    const auto at = map.lower_bound(key);
    if (at != map.end() && at->first == key) return;
    typename InputBindingMap<Archive>::Serializers serializers;
    serializers.shared_ptr = &load_shared;
    serializers.unique_ptr = &load_unique;
    map.insert(at, {std::move(key), std::move(serializers)});
  }
};

}  // namespace cereal::detail

#ifdef CEREAL_HAS_CPP17
/// The name T is saved under (a string literal, the same in every unit), in each unit that
/// registers either half of T.
#define RECRASH_DETAIL_BINDING_NAME(NAME, T)             \
  namespace cereal::detail {                             \
  template <>                                            \
  struct binding_name<T> {                               \
    static constexpr const char* name() { return NAME; } \
  };                                                     \
  }
#define RECRASH_DETAIL_REGISTER_SAVING(T, ...)                                                     \
  namespace recrash::generated {                                                                   \
  template <>                                                                                      \
  struct SavingRegistration<T> {                                                                   \
    static inline const bool registered = ::recrash::generated::register_saving<T, __VA_ARGS__>(); \
  };                                                                                               \
  }
#define RECRASH_DETAIL_REGISTER_LOADING(T)                                             \
  namespace recrash::generated {                                                       \
  template <>                                                                          \
  struct LoadingRegistration<T> {                                                      \
    static inline const bool registered = ::recrash::generated::register_loading<T>(); \
  };                                                                                   \
  }
/// Registers the polymorphic class T, whose polymorphic public bases are `...`, with cereal, for
/// recrash's archives, under the name NAME (a string literal, the same in every unit): saving and
/// loading. At global scope, T fully qualified (an alias where its name holds a comma).
#define RECRASH_POLYMORPHIC_NAMED_TYPE(NAME, T, ...) \
  RECRASH_DETAIL_BINDING_NAME(NAME, T)               \
  RECRASH_DETAIL_REGISTER_SAVING(T, __VA_ARGS__)     \
  RECRASH_DETAIL_REGISTER_LOADING(T)
/// Registers saving only: a library built with recrash_instrument, whose classes' loading the
/// generated tests register (RECRASH_POLYMORPHIC_LOADED_TYPE, in the header copy that defines T).
#define RECRASH_POLYMORPHIC_SAVED_NAMED_TYPE(NAME, T, ...) \
  RECRASH_DETAIL_BINDING_NAME(NAME, T)                     \
  RECRASH_DETAIL_REGISTER_SAVING(T, __VA_ARGS__)
/// Registers loading only: the other half of RECRASH_POLYMORPHIC_SAVED_NAMED_TYPE, NAME the same.
#define RECRASH_POLYMORPHIC_LOADED_NAMED_TYPE(NAME, T) \
  RECRASH_DETAIL_BINDING_NAME(NAME, T)                 \
  RECRASH_DETAIL_REGISTER_LOADING(T)
#else
#define RECRASH_POLYMORPHIC_NAMED_TYPE(NAME, T, ...)
#define RECRASH_POLYMORPHIC_SAVED_NAMED_TYPE(NAME, T, ...)
#define RECRASH_POLYMORPHIC_LOADED_NAMED_TYPE(NAME, T)
#endif
/// Defines the symbol that the header copies of classes this unit registers for its whole target
/// refer to (RECRASH_REGISTERED_ELSEWHERE, recrash/serializer_declarations.hpp).
// NOLINTBEGIN(bugprone-macro-parentheses): the argument is a name being declared
#define RECRASH_REGISTERED_HERE(symbol)                            \
  namespace recrash::registrations {                               \
  extern const char symbol __attribute__((visibility("default"))); \
  const char symbol = 0;                                           \
  }
// NOLINTEND(bugprone-macro-parentheses)
/// RECRASH_POLYMORPHIC_NAMED_TYPE, ..._SAVED_NAMED_TYPE and ..._LOADED_NAMED_TYPE named as written.
#define RECRASH_POLYMORPHIC_TYPE(T, ...) RECRASH_POLYMORPHIC_NAMED_TYPE(#T, T, __VA_ARGS__)
#define RECRASH_POLYMORPHIC_SAVED_TYPE(T, ...) RECRASH_POLYMORPHIC_SAVED_NAMED_TYPE(#T, T, __VA_ARGS__)
#define RECRASH_POLYMORPHIC_LOADED_TYPE(T) RECRASH_POLYMORPHIC_LOADED_NAMED_TYPE(#T, T)
