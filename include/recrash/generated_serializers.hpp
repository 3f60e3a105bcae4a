// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// What the serializers recrash-instrument writes into the instrumented copies of a project's
/// classes call. Each generated `serialize` passes every data member through `field` (or
/// `pointee` for a raw pointer) and every base through `base`; a class that cannot be
/// default-constructed also gets constructors taking a LoadTag, which tests call to load one.
///
/// Every check here is made at compile time, the same way when saving and when loading, so a
/// member whose type cereal cannot handle is skipped on both sides and never breaks the build:
/// it keeps the value its constructor gave it.

#include <recrash/archive.hpp>
#include <recrash/detail/referent_binding.hpp>
#include <recrash/detail/value_kinds.hpp>
#include <recrash/polymorphic.hpp>
#include <recrash/serialization.hpp>
#include <recrash/serializer_declarations.hpp>
#include <recrash/tag_loaded_containers.hpp>

#include <boost/core/demangle.hpp>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <ios>
#include <list>
#include <memory>
#include <optional>
#include <queue>
#include <stack>
#include <streambuf>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <variant>
#include <vector>

namespace recrash {

namespace generated {

template <class T>
struct Savable;

/// Whether a value of T can be saved and loaded by recrash's archives, looking inside the
/// standard containers and smart pointers (cereal's own traits accept a container of anything
/// and fail when it is instantiated) and requiring what cereal needs to load their elements.
template <class T>
inline constexpr bool savable_v = Savable<std::remove_cv_t<T>>::value;

template <class T>
inline constexpr bool loadable_in_place_v =
    std::is_default_constructible_v<T> || cereal::traits::has_load_and_construct<T, InputArchive>::value;

namespace detail {
/// A container's elements must be savable, and made while loading: by default, or by their
/// LoadTag constructor in the containers of recrash/tag_loaded_containers.hpp.
template <class T, class = void>
struct ElementsSavable : std::true_type {};
template <class T>
struct ElementsSavable<T, std::void_t<typename T::value_type>>
    : std::bool_constant<std::is_same_v<T, std::remove_cv_t<typename T::value_type>> ||
                         (savable_v<typename T::value_type> &&
                          (std::is_default_constructible_v<std::remove_cv_t<typename T::value_type>> ||
                           TagLoadedContainer<T>::value))> {};
/// A smart pointer to a polymorphic class is saved as its object's dynamic type (see
/// recrash/polymorphic.hpp); an object of its static type must then be one cereal can make.
template <class T>
inline constexpr bool smart_pointee_savable_v = savable_v<T> && (std::is_polymorphic_v<T>
                                                                     ? std::is_abstract_v<T> ||
                                                                           polymorphic_loadable_v<std::remove_cv_t<T>>
                                                                     : loadable_in_place_v<std::remove_cv_t<T>>);
template <class T>
struct ElementsSavable<std::unique_ptr<T>> : std::bool_constant<smart_pointee_savable_v<T>> {};
template <class T>
struct ElementsSavable<std::shared_ptr<T>> : std::bool_constant<smart_pointee_savable_v<T>> {};
template <class A, class B>
struct ElementsSavable<std::pair<A, B>> : std::bool_constant<savable_v<A> && savable_v<B>> {};
template <class... Ts>
struct ElementsSavable<std::tuple<Ts...>> : std::bool_constant<(savable_v<Ts> && ...)> {};
template <class... Ts>
struct ElementsSavable<std::variant<Ts...>> : std::bool_constant<(savable_v<Ts> && ...)> {};
}  // namespace detail

template <class T>
struct Savable
    : std::bool_constant<!std::is_reference_v<T> && is_serializable_v<T> && detail::ElementsSavable<T>::value> {};

/// True for recrash's own archives, which keep an ObjectPath.
template <class Archive>
inline constexpr bool has_path_v = std::is_same_v<Archive, OutputArchive> || std::is_same_v<Archive, InputArchive>;

/// While a generated serializer runs: its object is on the archive's path.
template <class Archive>
class Visit {
 public:
  template <class T>
  Visit(Archive& archive, const T* object) noexcept {
    if constexpr (has_path_v<Archive>) {
      if (archive.path().push(object, typeid(T), sizeof(T))) path_ = &archive.path();
    } else {
      (void)archive;
      (void)object;
    }
  }
  ~Visit() {
    if (path_ != nullptr) path_->pop();
  }
  Visit(const Visit&) = delete;
  Visit& operator=(const Visit&) = delete;

 private:
  ObjectPath* path_ = nullptr;
};

namespace detail {
template <class T>
struct PartlySavableVariant : std::false_type {};
template <class... Ts>
struct PartlySavableVariant<std::variant<Ts...>>
    : std::bool_constant<(savable_v<Ts> || ...) && (std::is_default_constructible_v<Ts> && ...)> {};

template <class Variant, std::size_t I = 0>
void emplace_alternative(Variant& variant, std::size_t index) {
  if constexpr (I < std::variant_size_v<Variant>) {
    if (index == I) {
      variant.template emplace<I>();
    } else {
      emplace_alternative<Variant, I + 1>(variant, index);
    }
  }
}
}  // namespace detail

/// A variant of which some alternatives cannot be saved (a pointer to a polymorphic class, say):
/// its index, whether its alternative was saved, and that alternative when it was. One that was
/// not saved (or a valueless variant) loads as the variant the class's constructor left, as a
/// member that cannot be saved does: a test of a call that never reads it still reproduces, and
/// recrash-gen --verify drops one that does read it and then fails differently.
template <class Archive, class... Ts>
void partial_variant(Archive& archive, std::variant<Ts...>& variant) {
  using Variant = std::variant<Ts...>;
  if constexpr (Archive::is_saving::value) {
    archive(static_cast<std::uint32_t>(variant.index()));  // npos when valueless
    if (variant.valueless_by_exception()) {
      archive(false);
      return;
    }
    std::visit(
        [&](auto& alternative) {
          using Alternative = std::remove_reference_t<decltype(alternative)>;
          archive(savable_v<Alternative>);
          if constexpr (savable_v<Alternative>) archive(alternative);
        },
        variant);
  } else {
    std::uint32_t index = 0;
    bool saved = false;
    archive(index, saved);
    if (!saved) return;
    if (index >= std::variant_size_v<Variant>) {
      throw cereal::Exception("std::variant alternative " + std::to_string(index) + " was recorded, but it has " +
                              std::to_string(std::variant_size_v<Variant>));
    }
    detail::emplace_alternative(variant, index);
    std::visit(
        [&](auto& alternative) {
          if constexpr (savable_v<std::remove_reference_t<decltype(alternative)>>) archive(alternative);
        },
        variant);
  }
}

/// Whether the data holds this item of the object being saved or loaded: false for a member
/// its call did not use, when a hook copied only the used ones (recrash/used_fields.hpp).
template <class Archive>
bool item_present(Archive& archive) {
  if constexpr (has_path_v<Archive>) {
    return archive.path().take_item();
  } else {
    (void)archive;
    return true;
  }
}

namespace detail {
/// Raw pointers in a sequence: an array of them, or a vector, deque, list, stack or queue of them.
template <class T>
struct PointerSequence : std::false_type {};
template <class U, std::size_t N>
struct PointerSequence<U* [N]> : std::true_type {};
template <class U, class A>
struct PointerSequence<std::vector<U*, A>> : std::true_type {};
template <class U, class A>
struct PointerSequence<std::deque<U*, A>> : std::true_type {};
template <class U, class A>
struct PointerSequence<std::list<U*, A>> : std::true_type {};
template <class U, class C>
struct PointerSequence<std::stack<U*, C>> : PointerSequence<C> {};
template <class U, class C>
struct PointerSequence<std::queue<U*, C>> : PointerSequence<C> {};
}  // namespace detail

/// Saves or loads the raw pointers of a sequence (detail::PointerSequence) as pointee() saves
/// one each: what they point to, once for objects two of them share (a parser's stack of the
/// nodes it is inside, a pool's array of blocks).
template <class Archive, class Sequence>
void pointer_sequence(Archive& archive, Sequence& sequence);

/// Saves or loads a data member, if its type allows. A const member is loaded in place: the
/// object is being rebuilt by recrash and nothing has read it yet.
template <class Archive, class T>
void field(Archive& archive, T& member) {
  using Member = std::remove_const_t<T>;
  if (!item_present(archive)) return;
  if constexpr (savable_v<T>) {
    archive(const_cast<Member&>(member));
  } else if constexpr (has_path_v<Archive> && detail::PointerSequence<Member>::value) {
    pointer_sequence(archive, const_cast<Member&>(member));
  } else if constexpr (detail::PartlySavableVariant<Member>::value) {
    partial_variant(archive, const_cast<Member&>(member));
  }
}

/// Saves or loads the part of an object that a base class holds, if that base is serializable.
template <class Archive, class Base>
void base(Archive& archive, Base* part) {
  if (!item_present(archive)) return;
  if constexpr (savable_v<Base>) archive(*part);
}

/// How a pointee was written: absent (null, or cut off by a full path), an object, a reference
/// to an object on the path, or a reference to an object written whole before; or (since dump
/// format 9) a place inside one of those two, as its number and a byte offset: a pointer into
/// an object's own array (a small vector's storage in place) or into a block a pool saved; or
/// (format 9 too) the array a pointer member points to, as many elements as a member of its
/// class says are in use, and how many were allocated (elements()).
enum class PointeeTag : std::uint8_t {
  Absent = 0,
  Object = 1,
  OnPath = 2,
  Saved = 3,
  InsideOnPath = 4,
  InsideSaved = 5,
  Elements = 6
};

template <class T, class = void>
struct IsComplete : std::false_type {};
template <class T>
struct IsComplete<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};

template <class T>
inline constexpr bool pointee_savable_v =
    std::is_same_v<T, char> ||
    (!std::is_void_v<T> && !std::is_function_v<T> && !std::is_pointer_v<T> && !std::is_array_v<T> && savable_v<T> &&
     (recrash::detail::is_dynamic_v<T> ? std::is_abstract_v<T> || polymorphic_loadable_v<T>
                                       : new_constructible_v<T, LoadTag, InputArchive&> || new_constructible_v<T>));

/// Saves or loads what a raw pointer member points to: null stays null, a pointer to an object
/// whose serializer is running (a parent) is written as a reference to it, a pointer to an
/// object already written whole through another pointer as a reference to that one (so aliases
/// and cycles stay as they were), and any other pointee is written whole: as its dynamic type
/// when its class is polymorphic (recrash/polymorphic.hpp), else as its static type. Loading
/// allocates a new object that nothing frees (the test's process ends soon). A char pointer is
/// taken for a C string.
///
/// A pointee whose class is only declared where the serializer is instantiated is written as
/// absent, and so is one whose dynamic type cannot be saved; loading one where it is only
/// declared fails with FormatError.
template <class Archive, class T>
void pointee(Archive& archive, T*& member);

/// A const pointer member (`const Ch* const s;`, rapidjson's GenericStringRef) is saved alike; a
/// test's object keeps what its loading constructor gave it (writing a const member after its
/// initialization is undefined: an optimizer keeps the first value), and the saved pointee is
/// read past.
template <class Archive, class T>
void pointee(Archive& archive, T* const& member) {
  if constexpr (Archive::is_saving::value) {
    pointee(archive, const_cast<T*&>(member));  // only read
  } else {
    T* read_past = nullptr;
    pointee(archive, read_past);
  }
}

/// For a pointee that cannot be saved here: written as absent; loaded as null, or refused when
/// it was saved where it could be.
template <class Archive, class T>
void absent_pointee(Archive& archive, T*& member) {
  if constexpr (Archive::is_saving::value) {
    archive(PointeeTag::Absent);
  } else {
    PointeeTag tag{};
    archive(tag);
    if (tag != PointeeTag::Absent) throw FormatError("a pointee cannot be loaded where its class is only declared");
    member = nullptr;
  }
}

/// The address and type a pointee is known by on the path and among the saved objects: its
/// most derived object and that one's type when its class is polymorphic.
template <class T>
std::pair<const void*, const std::type_info*> identity(const T* object) {
  const recrash::detail::ObjectIdentity known = recrash::detail::object_identity(object);
  return {known.address, known.type};
}

/// The bytes a pointee of type T needs where it points: a C string's character, else a T.
template <class T>
inline constexpr std::size_t pointee_bytes_v = std::is_same_v<T, char> ? 1 : sizeof(T);

/// A C string as the saved objects know it: its characters and the NUL after them.
inline recrash::detail::ObjectIdentity text_identity(const char* text, std::size_t length) {
  recrash::detail::ObjectIdentity known = recrash::detail::object_identity(text);
  known.part_size = length + 1;
  return known;
}

/// Writes a pointee that is not null, nor on the path, nor saved before.
template <class Pointee>
void save_pointee_object(OutputArchive& archive, const Pointee* object) {
  if constexpr (std::is_same_v<Pointee, char>) {
    archive(PointeeTag::Object);
    const std::uint32_t index = archive.saved().start();
    const std::size_t length = recrash::detail::bounded_strlen(object, recrash::detail::kMaxCStringBytes);
    archive(cereal::make_size_tag(static_cast<cereal::size_type>(length)));
    archive(cereal::binary_data(object, length));
    archive.saved().complete(index, text_identity(object, length));
  } else {
    if constexpr (recrash::detail::is_dynamic_v<Pointee>) {
      if (!recrash::detail::dynamic_type_savable(*object)) {
        archive(PointeeTag::Absent);
        return;
      }
    }
    archive(PointeeTag::Object);
    const std::uint32_t index = archive.saved().start();
    if constexpr (recrash::detail::is_dynamic_v<Pointee>) {
      recrash::detail::save_dynamic(archive, *object);
    } else {
      archive(*object);
    }
    archive.saved().complete(index, recrash::detail::object_identity(object));
  }
}

template <class Pointee>
Pointee* load_pointee_object(InputArchive& archive) {
  if constexpr (std::is_same_v<Pointee, char>) {
    // Numbered among the saved objects since format 9, so that a pointer into it can refer to it.
    const std::uint32_t index = archive.dump_version() >= 9 ? archive.saved().start() : SavedObjects::kNotFound;
    cereal::size_type length = 0;
    archive(cereal::make_size_tag(length));
    auto text = std::make_unique<char[]>(static_cast<std::size_t>(length) + 1);
    archive(cereal::binary_data(text.get(), static_cast<std::size_t>(length)));
    archive.saved().complete(index, text_identity(text.get(), static_cast<std::size_t>(length)));
    return text.release();
  } else {
    const std::uint32_t index = archive.saved().start();
    Pointee* object = nullptr;
    if constexpr (recrash::detail::is_dynamic_v<Pointee>) {
      object = recrash::detail::load_dynamic<Pointee>(archive);
      if (object == nullptr) throw FormatError("a pointee saved whole loads as null");
    } else {
      object = recrash::detail::load_new<Pointee>(archive);
    }
    archive.saved().complete(index, recrash::detail::object_identity(static_cast<const Pointee*>(object)));
    return object;
  }
}

/// A reference to an object on the path or saved before, as a T*; FormatError when it names none.
template <class T>
T* referenced(std::pair<const void*, const std::type_info*> entry, const char* where) {
  T* object = entry.first == nullptr ? nullptr : recrash::detail::cast_to<T>(entry.first, *entry.second);
  if (object == nullptr) throw FormatError(std::string("a pointer refers to no object ") + where);
  return object;
}

/// Writes `*object` as a reference, when it is an object being saved (whole, or the T part of
/// one) or one saved before, and returns true; false when it is to be written whole.
template <class T>
bool wrote_reference(OutputArchive& archive, const T* object) {
  const auto [address, type] = identity(object);
  if (const std::uint32_t whole = archive.path().find(address, *type); whole != ObjectPath::kNotFound) {
    archive(PointeeTag::OnPath, whole);
  } else if (const std::uint32_t part = archive.path().find(object, typeid(T)); part != ObjectPath::kNotFound) {
    archive(PointeeTag::OnPath, part);  // the T part of an object being saved
  } else if (const std::uint32_t saved = archive.saved().find(address, *type); saved != SavedObjects::kNotFound) {
    archive(PointeeTag::Saved, saved);
  } else {
    return false;
  }
  return true;
}

/// Writes `object` as a place inside an object being saved or saved before (the innermost or
/// smallest that holds it), and returns true; false when it lies in none.
template <class T>
bool wrote_interior(OutputArchive& archive, const T* object) {
  if (const Interior on_path = archive.path().find_inside(object, pointee_bytes_v<T>);
      on_path.index != ObjectPath::kNotFound) {
    archive(PointeeTag::InsideOnPath, on_path.index, on_path.offset);
  } else if (const Interior saved = archive.saved().find_inside(object, pointee_bytes_v<T>);
             saved.index != SavedObjects::kNotFound) {
    archive(PointeeTag::InsideSaved, saved.index, saved.offset);
  } else {
    return false;
  }
  return true;
}

/// The place `offset` bytes into the loaded object whose bytes are `bytes`, as a T*; FormatError
/// when there is no such object or a T cannot lie there.
template <class T>
T* interior(std::pair<const void*, std::size_t> bytes, std::uint64_t offset, const char* where) {
  std::uint64_t checked = 0;
  const auto* start = static_cast<const char*>(bytes.first);
  if (start == nullptr || offset > bytes.second ||
      !lies_inside(start + offset, pointee_bytes_v<T>, start, bytes.second, checked) ||
      reinterpret_cast<std::uintptr_t>(start + offset) % alignof(T) != 0) {
    throw FormatError("a pointer refers to no place of a " + std::to_string(pointee_bytes_v<T>) + "-byte object " +
                      std::to_string(offset) + " bytes into an object " + where);
  }
  return reinterpret_cast<T*>(const_cast<char*>(start + offset));
}

/// Loads a pointee whose tag has been read (not Elements).
template <class T>
void load_tagged_pointee(InputArchive& archive, T*& member, PointeeTag tag) {
  using Pointee = std::remove_cv_t<T>;
  std::uint32_t index = 0;
  std::uint64_t offset = 0;
  switch (tag) {
    case PointeeTag::Absent:
      member = nullptr;
      break;
    case PointeeTag::OnPath:
      archive(index);
      member = referenced<Pointee>(archive.path().at(index), "being loaded");
      break;
    case PointeeTag::Saved:
      archive(index);
      member = referenced<Pointee>(archive.saved().at(index), "loaded before");
      break;
    case PointeeTag::InsideOnPath:
      archive(index, offset);
      member = interior<Pointee>(archive.path().bytes_of(index), offset, "being loaded");
      break;
    case PointeeTag::InsideSaved:
      archive(index, offset);
      member = interior<Pointee>(archive.saved().bytes_of(index), offset, "loaded before");
      break;
    case PointeeTag::Object:
      member = load_pointee_object<Pointee>(archive);
      break;
    default:
      throw FormatError("a pointee's tag is " + std::to_string(static_cast<int>(tag)));
  }
}

/// Whether what a pointer points to can be read, the type information of a polymorphic object's
/// vtable too (saving it asks its dynamic type).
template <class T>
bool readable_pointee(const T* object) noexcept {
  if constexpr (std::is_polymorphic_v<T>) {
    return recrash::detail::readable_polymorphic(object, sizeof(T));
  } else {
    return recrash::detail::readable_memory(object, pointee_bytes_v<T>);
  }
}

template <class Archive, class T>
void pointee_of_complete(Archive& archive, T*& member) {
  using Pointee = std::remove_cv_t<T>;
  if constexpr (!pointee_savable_v<Pointee>) {
    absent_pointee(archive, member);
  } else if constexpr (Archive::is_saving::value) {
    if (member == nullptr || archive.path().full() || !readable_pointee(static_cast<const Pointee*>(member))) {
      archive(PointeeTag::Absent);  // a pointer to memory that cannot be read (never set, freed) loads as null
      return;
    }
    if (!wrote_reference(archive, static_cast<const Pointee*>(member)) &&
        !wrote_interior(archive, static_cast<const Pointee*>(member))) {
      save_pointee_object(archive, static_cast<const Pointee*>(member));
    }
  } else {
    PointeeTag tag{};
    archive(tag);
    load_tagged_pointee(archive, member, tag);
  }
}

template <class Archive, class T>
void pointee(Archive& archive, T*& member) {
  if constexpr (has_path_v<Archive>) {
    if (!item_present(archive)) return;
    if constexpr (IsComplete<T>::value) {
      pointee_of_complete(archive, member);
    } else {
      absent_pointee(archive, member);
    }
  }
}

/// Whether elements() saves the array behind a T*: elements a test can make by default and load
/// (numbers, classes cereal saves), or raw pointers.
template <class T>
inline constexpr bool element_savable_v = std::is_pointer_v<T> ||
                                          (!std::is_pointer_v<T> && !std::is_array_v<T> && !std::is_function_v<T> &&
                                           !std::is_void_v<T> && !recrash::detail::is_dynamic_v<T> && savable_v<T> &&
                                           std::is_default_constructible_v<T>);

/// The most bytes an array loaded by elements() may take, against a corrupt dump.
inline constexpr std::uint64_t kMaxElementBytes = std::uint64_t{1} << 28;

/// One element of an array elements() saves: what a raw pointer points to, or the element.
template <class Archive, class T>
void element(Archive& archive, T& value) {
  if constexpr (std::is_pointer_v<T>) {
    using Pointee = std::remove_pointer_t<T>;
    if constexpr (IsComplete<Pointee>::value) {
      pointee_of_complete(archive, value);
    } else {
      absent_pointee(archive, value);
    }
  } else {
    archive(value);
  }
}

/// A class's count of elements as elements() reads it: a negative one is none. (No comparison
/// of the class's own types: a signed count beside an unsigned capacity must not warn.)
template <class N>
std::uint64_t element_count(const N& count) {
  if constexpr (std::is_signed_v<N>) {
    if (count < 0) return 0;
  }
  return static_cast<std::uint64_t>(count);
}

/// The array as the saved objects know it: its elements in use.
template <class T>
recrash::detail::ObjectIdentity array_identity(const T* first, std::uint64_t count) {
  return {first, &typeid(T), nullptr, false, first, static_cast<std::size_t>(count * sizeof(T))};
}

/// Saves or loads a raw pointer member that points to an array whose length its class keeps
/// in `count` (the elements in use) and `capacity` (how many were allocated): the elements in
/// use, loaded into a new array of `capacity` value-initialized elements (new[], as the class
/// would have allocated it), so that the class goes on adding to it as it did. A pointer into an
/// object being saved or saved before (the storage a small array keeps in place) is written as
/// that place, and a count below one, or one the capacity does not hold, as a pointer to one object.
template <class Archive, class T, class N, class C>
void elements(Archive& archive, T*& member, const N& count, const C& capacity) {
  using Pointee = std::remove_cv_t<T>;
  if constexpr (!has_path_v<Archive> || !IsComplete<T>::value || !element_savable_v<Pointee> ||
                !std::is_integral_v<N> || !std::is_integral_v<C>) {
    (void)count;
    (void)capacity;
    pointee(archive, member);
  } else if constexpr (Archive::is_saving::value) {
    if (!item_present(archive)) return;
    const std::uint64_t used = element_count(count);
    const std::uint64_t allocated = element_count(capacity);
    const bool counted = member != nullptr && !archive.path().full() && used > 1 && allocated >= used &&
                         allocated <= kMaxElementBytes / sizeof(Pointee);
    // An array that memory does not hold whole (a count and a pointer never set) is what its first
    // element can be.
    if (!counted || !recrash::detail::readable_memory(member, static_cast<std::size_t>(used * sizeof(Pointee)))) {
      pointee_of_complete(archive, member);
      return;
    }
    const Pointee* first = member;
    if (wrote_reference(archive, first) || wrote_interior(archive, first)) return;
    archive(PointeeTag::Elements, used, allocated);
    const std::uint32_t index = archive.saved().start();
    for (std::uint64_t i = 0; i < used; ++i) element(archive, const_cast<Pointee&>(first[i]));
    archive.saved().complete(index, array_identity(first, used));
  } else {
    if (!item_present(archive)) return;
    PointeeTag tag{};
    archive(tag);
    if (tag != PointeeTag::Elements) {
      if constexpr (pointee_savable_v<Pointee>) {
        load_tagged_pointee(archive, member, tag);
      } else if (tag == PointeeTag::Absent) {
        member = nullptr;
      } else {
        throw FormatError("a pointer to one element was saved where its element cannot be loaded");
      }
      return;
    }
    std::uint64_t used = 0;
    std::uint64_t allocated = 0;
    archive(used, allocated);
    archive.check_count(used);
    if (allocated < used || allocated > kMaxElementBytes / sizeof(Pointee)) {
      throw FormatError("an array of " + std::to_string(used) + " elements in use says " + std::to_string(allocated) +
                        " were allocated");
    }
    const std::uint32_t index = archive.saved().start();
    // One more for a character array: a NUL after the elements, for code that reads it as text.
    auto* array = new Pointee[allocated + (std::is_same_v<Pointee, char> ? 1 : 0)]();
    for (std::uint64_t i = 0; i < used; ++i) element(archive, array[i]);
    archive.saved().complete(index, array_identity(static_cast<const Pointee*>(array), used));
    member = array;
  }
}

/// A const pointer member cannot be re-pointed when loaded: saved as pointee() saves it.
template <class Archive, class T, class N, class C>
void elements(Archive& archive, T* const& member, const N& count, const C& capacity) {
  (void)count;
  (void)capacity;
  pointee(archive, member);
}

/// The same for a class that keeps only how many elements are in use: as many were allocated.
template <class Archive, class Pointer, class N>
void elements(Archive& archive, Pointer& member, const N& count) {
  elements(archive, member, count, count);
}

namespace detail {
/// The container a stack or a queue keeps its elements in (its protected member `c`).
template <class Adapter>
struct AdaptedContainer : Adapter {
  static typename Adapter::container_type& of(Adapter& adapter) { return adapter.*(&AdaptedContainer::c); }
};

template <class T>
struct IsAdapter : std::false_type {};
template <class U, class C>
struct IsAdapter<std::stack<U, C>> : std::true_type {};
template <class U, class C>
struct IsAdapter<std::queue<U, C>> : std::true_type {};
}  // namespace detail

template <class Archive, class Sequence>
void pointer_sequence(Archive& archive, Sequence& sequence) {
  if constexpr (detail::IsAdapter<Sequence>::value) {
    pointer_sequence(archive, detail::AdaptedContainer<Sequence>::of(sequence));
  } else if constexpr (std::is_array_v<Sequence>) {
    // Arrays of raw pointers are saved since format 9 (a class template's, as tinyxml2's pool of
    // block pointers in place, were left out before).
    if constexpr (!Archive::is_saving::value) {
      if (archive.dump_version() < 9) return;
    }
    for (auto& pointer : sequence) element(archive, pointer);
  } else if constexpr (Archive::is_saving::value) {
    archive(cereal::make_size_tag(static_cast<cereal::size_type>(sequence.size())));
    for (auto& pointer : sequence) element(archive, pointer);
  } else {
    cereal::size_type count = 0;
    archive(cereal::make_size_tag(count));
    archive.check_count(count);  // each takes at least its tag's byte
    sequence.clear();
    for (cereal::size_type i = 0; i < count; ++i) {
      typename Sequence::value_type pointer = nullptr;
      element(archive, pointer);
      sequence.push_back(pointer);
    }
  }
}

/// What a reference member of a class being loaded is bound to. In the second pass of a value's
/// loading (recrash/detail/referent_binding.hpp), the object found for it in the first: one of the
/// referent's dynamic type loaded from the dump, or one saved before or being loaded. Otherwise a
/// new object of the type it refers to, made with a LoadTag or by default (a stream with no
/// buffer, which reads and writes nothing), never freed, into which the dump's value of the
/// referent is loaded (referent()); for an abstract class, in the first pass, a stand-in that is
/// never used.
template <class R>
R referent(LoadTag tag) {
  using T = std::remove_cv_t<std::remove_reference_t<R>>;
  using recrash::detail::ReferentBinding;
  ReferentBinding* binding = recrash::detail::active_referent_binding;
  const bool discovering = binding != nullptr && binding->pass() == ReferentBinding::Pass::Discover;
  if (binding != nullptr && !discovering) {
    const auto [address, type] = binding->next_target();
    if (address != nullptr) {
      if (T* found = recrash::detail::cast_to<T>(address, *type)) return static_cast<R>(*found);
      throw FormatError("a reference member's object is not a " + boost::core::demangle(typeid(T).name()));
    }
  }
  if constexpr (std::is_abstract_v<T>) {
    if (binding == nullptr) {
      throw FormatError("a reference member to the abstract class " + boost::core::demangle(typeid(T).name()) +
                        " is loaded only by recrash::replay::Dump::load");
    }
    if (!discovering) {
      throw FormatError("a reference member to the abstract class " + boost::core::demangle(typeid(T).name()) +
                        " refers to an object that is not loaded yet where the member is made");
    }
    const std::size_t slot = binding->open(typeid(T), true);
    // Storage the member is bound to until the second pass; no object of T lives there.
    void* stand_in = ::operator new(sizeof(T));
    binding->close(slot, stand_in);
    return static_cast<R>(*static_cast<T*>(stand_in));
  } else {
    const std::size_t slot = discovering ? binding->open(typeid(T), false) : 0;
    T* object = nullptr;
    if constexpr (new_constructible_v<T, LoadTag&>) {
      object = new T(tag);
    } else if constexpr (new_constructible_v<T> || !std::is_base_of_v<std::ios_base, T>) {
      object = new T();
    } else {
      object = new T(static_cast<std::basic_streambuf<typename T::char_type, typename T::traits_type>*>(nullptr));
    }
    if (discovering) binding->close(slot, object);
    return static_cast<R>(*object);
  }
}

/// Saves `object`, or loads it in place, as an object written whole: numbered among the saved
/// objects, so a later pointer or reference to it is written as its index.
template <class Archive, class T>
void numbered_in_place(Archive& archive, T& object) {
  const std::uint32_t index = archive.saved().start();
  archive(object);
  archive.saved().complete(index, recrash::detail::object_identity(static_cast<const T*>(&object)));
}

/// Loads what referent() saved for a reference member bound to `object`.
template <class T>
void load_referent(InputArchive& archive, T& object) {
  using recrash::detail::ReferentBinding;
  ReferentBinding* binding = recrash::detail::active_referent_binding;
  const bool discovering = binding != nullptr && binding->pass() == ReferentBinding::Pass::Discover;
  PointeeTag tag{};
  archive(tag);
  std::uint32_t index = 0;
  switch (tag) {
    case PointeeTag::Absent:
      break;
    case PointeeTag::OnPath:
    case PointeeTag::Saved:
      archive(index);
      if (discovering) binding->found_reference(&object, index, tag == PointeeTag::OnPath);
      break;
    case PointeeTag::Object: {
      if constexpr (recrash::detail::is_dynamic_v<T>) {
        // Saved as its dynamic type: loaded as an object of its own, which the second pass binds
        // the member to. The member's object is not read: in the first pass it may be a stand-in.
        index = archive.saved().start();
        T* loaded = recrash::detail::load_dynamic<T>(archive);
        if (loaded == nullptr) throw FormatError("a referent saved whole loads as null");
        recrash::detail::ObjectIdentity known_as = recrash::detail::object_identity(static_cast<const T*>(loaded));
        if (discovering) {
          binding->found_object(&object,
                                {known_as.address, known_as.type});  // bound to in the second pass, never freed
        } else {
          // The second pass (the member is bound to the object loaded in the first: these bytes
          // are only read past), or a load with no binding (it keeps the object it was made with).
          known_as = recrash::detail::object_identity(static_cast<const T*>(&object));
          if (binding != nullptr) {
            binding->keep(loaded);
          } else if constexpr (std::is_destructible_v<T>) {
            delete loaded;
          }
        }
        archive.saved().complete(index, known_as);
      } else {
        numbered_in_place(archive, object);
      }
      break;
    }
    default:
      throw FormatError("a referent's tag is " + std::to_string(static_cast<int>(tag)));
  }
}

/// Saves or loads what a reference member refers to, as a raw pointer's pointee is written:
/// an object being saved (a parent) or one saved before as a reference to it, any other whole,
/// as its dynamic type when its class is polymorphic. Loading cannot re-seat the member: it
/// fills the object the member was bound to when its class was made (referent(LoadTag)), or, for
/// a polymorphic one, loads an object that a second pass binds it to.
template <class Archive, class T>
void referent(Archive& archive, T& member) {
  using Plain = std::remove_cv_t<T>;
  if constexpr (has_path_v<Archive>) {
    if (!item_present(archive)) return;
    Plain& object = const_cast<Plain&>(member);
    if constexpr (!IsComplete<Plain>::value || !savable_v<Plain>) {
      Plain* none = nullptr;
      absent_pointee(archive, none);
    } else if constexpr (Archive::is_saving::value) {
      if (archive.path().full()) {
        archive(PointeeTag::Absent);
      } else if (!wrote_reference(archive, static_cast<const Plain*>(&object))) {
        if constexpr (recrash::detail::is_dynamic_v<Plain>) {
          save_pointee_object(archive, static_cast<const Plain*>(&object));
        } else {
          archive(PointeeTag::Object);
          numbered_in_place(archive, object);
        }
      }
    } else {
      load_referent(archive, object);
    }
  }
}

/// Saves or loads the members of `object` whose classes its header only declares (a pointer to
/// the implementation), through the functions recrash-instrument declares weak in the class and
/// defines in the unit that defines the class's member functions, where those classes are
/// complete. A program that does not link that unit writes that it did not save them; a test
/// that does not link it cannot load a dump that has them.
template <class Archive, class T>
void completed(Archive& archive, T& object, void (*save)(OutputArchive&, const T&), void (*load)(InputArchive&, T&)) {
  if constexpr (std::is_same_v<Archive, OutputArchive>) {
    archive(save != nullptr);
    if (save != nullptr) save(archive, object);
  } else if constexpr (std::is_same_v<Archive, InputArchive>) {
    bool saved = false;
    archive(saved);
    if (!saved) return;
    if (load == nullptr) throw ::recrash::detail::completing_unit_not_linked<T>();
    load(archive, object);
  } else {
    (void)archive;
    (void)object;
    (void)save;
    (void)load;
  }
}

/// What a reference member is bound to when its class is loaded where the class it refers to is
/// only declared (the unit that defines the class's functions does not complete it either):
/// zeroed storage that nothing frees and no object lives in. Its referent is not saved, and it
/// keeps what it was given, as any member that cannot be saved.
template <class R>
R stand_in() noexcept {
  static_assert(std::is_lvalue_reference_v<R>);
  constexpr std::size_t kStandInBytes = std::size_t{64} * 1024;
  void* storage = std::calloc(1, kStandInBytes);
  if (storage == nullptr) std::abort();
  return *static_cast<std::remove_reference_t<R>*>(storage);
}

/// A data member's value for a class's LoadTag constructor: made with a LoadTag when its type
/// has such a constructor, value-initialized otherwise. Used where the member's type depends
/// on a template parameter.
template <class T>
std::remove_cv_t<T> make(LoadTag tag) {
  if constexpr (std::is_constructible_v<T, LoadTag&>) {
    return std::remove_cv_t<T>(tag);
  } else {
    (void)tag;
    return std::remove_cv_t<T>();
  }
}

}  // namespace generated
}  // namespace recrash
