// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// What the serializers and loading constructors recrash-instrument writes into a class name,
/// declared without cereal: a copy of a header whose hooks include only their declarations
/// (docs/instrumenting.md) includes this in place of recrash/generated_serializers.hpp, which
/// defines them. Those members are templates, compiled only in a unit that saves or loads the
/// class, and that unit includes the definitions.
///
/// A qualified call in a template binds to the overloads declared where the template is defined:
/// every overload that recrash/generated_serializers.hpp defines is declared here, with the same
/// signature, and none has default arguments (which only a first declaration may give).

#include <type_traits>

namespace cereal {
class access;
template <class T>
class construct;
}  // namespace cereal

namespace recrash {

class OutputArchive;
class InputArchive;

/// Selects the constructors recrash-instrument adds to a class to load it from a dump: no other
/// code can name this type by accident, and `{}` does not convert to it.
struct LoadTag {
  explicit LoadTag() = default;
};

namespace detail {
template <class T>
LoadTag& linked_tag(LoadTag& tag, void (*load)(InputArchive&, T&));
}  // namespace detail

namespace generated {

/// The constructor `template <class Tag, IfLoadTag<Tag> = 0> explicit C(Tag&)` takes a LoadTag
/// lvalue and nothing else (a class's own constructor template taking `U&&` would be as good a
/// match for a tag taken by value). A template, so that it is compiled only where an object is
/// loaded: inline in the class, a constructor would need at once the destructor of every member,
/// and a `std::unique_ptr<Impl>` member's needs Impl, which the header only declares.
template <class Tag>
using IfLoadTag = std::enable_if_t<std::is_same_v<Tag, LoadTag>, int>;

template <class Archive>
class Visit;

template <class Archive, class T>
void field(Archive& archive, T& member);
template <class Archive, class Base>
void base(Archive& archive, Base* part);
template <class Archive, class T>
void pointee(Archive& archive, T*& member);
template <class Archive, class T>
void pointee(Archive& archive, T* const& member);
template <class Archive, class T, class N, class C>
void elements(Archive& archive, T*& member, const N& count, const C& capacity);
template <class Archive, class T, class N, class C>
void elements(Archive& archive, T* const& member, const N& count, const C& capacity);
template <class Archive, class Pointer, class N>
void elements(Archive& archive, Pointer& member, const N& count);
template <class R>
R referent(LoadTag tag);
template <class Archive, class T>
void referent(Archive& archive, T& member);
template <class Archive, class T>
void completed(Archive& archive, T& object, void (*save)(OutputArchive&, const T&), void (*load)(InputArchive&, T&));
template <class R>
R stand_in() noexcept;
template <class T>
std::remove_cv_t<T> make(LoadTag tag);

}  // namespace generated
}  // namespace recrash

/// Ends the copy of a header whose polymorphic class (one with no key function) one source of the
/// target registers (RECRASH_REGISTERED_HERE, in the file recrash_instrument gives that source):
/// every unit that includes the header refers to the symbol that source defines, so that a
/// program linking any of them links that source from a static library too. Exported: a program
/// finds it in a shared library built with hidden visibility.
// NOLINTBEGIN(bugprone-macro-parentheses): the argument is a name being declared
#define RECRASH_REGISTERED_ELSEWHERE(symbol)                                                 \
  namespace recrash::registrations {                                                         \
  extern const char symbol __attribute__((visibility("default")));                           \
  [[maybe_unused]] __attribute__((used)) static const char* const symbol##_linked = &symbol; \
  }
// NOLINTEND(bugprone-macro-parentheses)

/// Declares the serializer of a header's class (`::ns::Class`, whose serialize() recrash-instrument
/// defined after the class) instantiated for saving by another unit of the target
/// (RECRASH_INSTANTIATE_SERIALIZER there), so that this unit does not compile it again: nor,
/// through it, the serializers of the classes its members reach.
#define RECRASH_SERIALIZER_ELSEWHERE(...) \
  extern template void __VA_ARGS__::serialize<::recrash::OutputArchive>(::recrash::OutputArchive&)
