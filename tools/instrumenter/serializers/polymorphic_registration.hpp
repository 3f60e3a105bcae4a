// SPDX-License-Identifier: MIT
// Registering the project's polymorphic classes with cereal, so that a pointer to a base saves
// and loads the object's own class: a RECRASH_POLYMORPHIC_TYPE line (recrash/polymorphic.hpp)
// for each class with a polymorphic public base, written at the end of the copy of the file
// that defines it.
#pragma once

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <llvm/ADT/StringRef.h>

#include <string>
#include <vector>

namespace recrash::instrument {

struct PolymorphicRegistration {
  std::string line;     ///< "RECRASH_POLYMORPHIC_TYPE(::ns::Derived, ::ns::Base)", or ""
  std::string skipped;  ///< why a polymorphic class that would need one gets none, or ""
  /// The two halves of `line` (of a class, not of a template's instantiation): saving
  /// ("RECRASH_POLYMORPHIC_SAVED_TYPE(::ns::Derived, ::ns::Base)"), which the library registers,
  /// and loading ("RECRASH_POLYMORPHIC_LOADED_TYPE(::ns::Derived)"), which the generated tests do.
  std::string saved;
  std::string loaded;
};

/// What `record` (a class definition with a serializer, whose direct bases are given) needs
/// registered.
PolymorphicRegistration polymorphic_registration(const clang::CXXRecordDecl& record,
                                                 const std::vector<const clang::CXXBaseSpecifier*>& direct_bases);

/// The registrations of the instantiations of `pattern` (a class template with a serializer) that
/// this unit made, polymorphic ones with a polymorphic public base: the lines (aliases, then a
/// RECRASH_POLYMORPHIC_NAMED_TYPE) for `point`, the end of the unit's own file, or why one gets
/// none.
std::vector<PolymorphicRegistration> instantiation_registrations(const clang::ClassTemplateDecl& pattern,
                                                                 clang::SourceLocation point);

/// Why registering `record` at `point` would not compile, or "": registering instantiates its
/// loading constructor, and through its members' referents, pointees and values those of the
/// classes they reach, each of which value-initializes its members; one that holds a class only
/// declared at `point` by value or in a container or smart pointer (yaml-cpp's Emitter, with its
/// `std::unique_ptr<EmitterState>`) needs that class complete there, to destroy it.
std::string unloadable_at(const clang::CXXRecordDecl& record, clang::SourceLocation point);

/// The block that ends a copy: the registrations, behind an include guard of their own (named
/// from the file's path) since they follow the file's own guard.
std::string registrations_text(const std::string& relative_path, const std::vector<std::string>& lines);

/// The block that ends a header's copy whose classes the library registers for saving only: what
/// loads them (RECRASH_POLYMORPHIC_LOADED_TYPE lines), compiled only where RECRASH_LOADERS is
/// defined, by the loaders source of a test project (cmake/RecrashAssignRegistrations.cmake).
std::string loaders_text(const std::string& relative_path, const std::vector<std::string>& lines);

/// The entry of a registrations list that names a header copy with loaders (`copy`, its path):
/// the build includes each such copy in the target's loaders source.
std::string loaders_list_entry(const std::string& copy);

/// `loaded` (a RECRASH_POLYMORPHIC_LOADED_TYPE line, for a header's class with a key function)
/// compiled only where the key function is defined somewhere in the target: a class whose key
/// function no unit defines (its definitions left out by an #if) has no vtable or type_info to
/// link, and no object of it can exist to be loaded.
std::string loaded_where_key_function_defined(const std::string& loaded);

/// The entry of a registrations list, from the unit that defines the key function of the class
/// `loaded` loads, that lets the loaders source compile it (a #define of the macro that
/// loaded_where_key_function_defined() tests).
std::string key_function_list_entry(const std::string& loaded);

/// The symbol that the source registering `line` (a RECRASH_POLYMORPHIC_TYPE line) for the
/// target whose build manifest is `manifest` defines, and every copy of the class's header refers
/// to: the same in every unit of the target, another in another target.
std::string registration_symbol(const std::string& line, const std::string& manifest);

/// The entry of a registrations list (--registrations-list) for `line`: "symbol line", on one
/// line (a class template's instantiation is named through aliases written on a line before it).
std::string registrations_list_entry(const std::string& line, const std::string& manifest);

/// What a source's copy that may register classes of its headers for the whole target ends with:
/// an include of the registrations the build gave it, `<copy's name>.registrations.inc` beside
/// it (cmake/RecrashAssignRegistrations.cmake writes it).
std::string target_registrations_include(const std::string& copy_name);

}  // namespace recrash::instrument
