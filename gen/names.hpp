// SPDX-License-Identifier: MIT
// Turning what a dump says into C++ that is safe to write: identifiers and type names are checked
// against a grammar, never copied blindly.
#pragma once

#include <recrash/format/dump.hpp>

#include <optional>
#include <string>
#include <vector>

namespace recrash::gen {

/// True for a C++ identifier that is not a keyword.
bool is_identifier(const std::string& text);

/// True for a possibly qualified name: identifiers joined by "::", each optionally followed by
/// template arguments that are themselves valid type names or integer literals; the last one may
/// be an overloadable operator ("Vec::operator+=").
bool is_qualified_name(const std::string& text);

/// The part of a test's name that says which function it calls: camel_case() of the name, with an
/// operator spelled as a word ("Vec::operator[]" -> "VecOperatorIndex").
std::string test_name_part(const std::string& qualified);

/// True for a type name as the demangler prints it: a qualified name with cv-qualifiers,
/// fundamental type keywords, pointers and references.
bool is_type_name(const std::string& text);

/// Demangles a type name from std::type_info::name(); nullopt if it is not a valid mangling, if
/// it could demangle to more than kMaxDemangledLength characters (demangle_bound.hpp: it is then
/// not demangled at all), or if the result is not a type name is_type_name() accepts. Common
/// standard library spellings are shortened ("std::string").
std::optional<std::string> demangle_type(const std::string& mangled);

/// Whether a name may name what an anonymous namespace holds: only code that includes the source
/// file defining it can, writing the name without the anonymous namespace ("pugi::impl::Pool").
enum class AnonymousNamespaces { Refused, Spelled };

/// demangle_type(), with the names of anonymous namespaces left out when they are `Spelled`.
std::optional<std::string> demangle_type(const std::string& mangled, AnonymousNamespaces anonymous);

/// `name` without its anonymous namespaces, as g++ ("{anonymous}::") and the demangler or clang
/// ("(anonymous namespace)::") print them: "ns::(anonymous namespace)::Pool::take" -> "ns::Pool::take".
std::string without_anonymous_namespaces(std::string name);

/// Shortens the standard library's long spellings in a type name the demangler or a pretty
/// signature printed ("std::__cxx11::basic_string<char>" -> "std::string") and drops template
/// arguments that restate a default (", std::allocator<int>").
std::string shorten_type(std::string type);

/// For a std::span type ("std::span<ledger::Transfer const>"), its element type without cv
/// ("ledger::Transfer"); nullopt for any other type.
std::optional<std::string> span_element(const std::string& type);

/// True for a decimal integer literal with an optional minus sign and integer suffix ("5UL").
bool is_integer_literal(const std::string& text);

/// For a mangled pointer type ("PK3Foo"), the demangled pointee without its cv-qualifiers.
std::optional<std::string> demangle_pointee(const std::string& mangled,
                                            AnonymousNamespaces anonymous = AnonymousNamespaces::Refused);

/// For a mangled pointer to a pointer ("PPK3Foo"), the demangled object type the inner pointer
/// points to ("Foo"), without its cv-qualifiers; nullopt for any other type.
std::optional<std::string> demangle_pointee_of_pointee(const std::string& mangled,
                                                       AnonymousNamespaces anonymous = AnonymousNamespaces::Refused);

/// "hex_abs", "RandomCrash::hexAbs", "random-crash" -> "HexAbs", "RandomCrashHexAbs",
/// "RandomCrash". Only letters and digits survive; a leading digit gets a prefix.
std::string camel_case(const std::string& text);

/// The parameter names of a hook's parameter list ("a, recrash::by_copy(b)" -> a, b). An entry
/// that is not an identifier becomes "argN".
std::vector<std::string> parameter_names(const std::string& parameters, std::size_t count);
/// The names of a frame's values, one each: `receiver` for its receiver, then its parameters'.
std::vector<std::string> value_names(const format::Frame& frame, const std::string& receiver);

/// The parameter types of `qualified_name` as its pretty signature spells them
/// ("std::string Codec::decode(const std::string&, int)" -> "const std::string&", "int");
/// nullopt if the signature does not have that shape.
std::optional<std::vector<std::string>> signature_parameter_types(const std::string& signature,
                                                                  const std::string& qualified_name);

/// The last component of a qualified name ("ns::Codec::decode" -> "decode"), ignoring "::"
/// inside template arguments.
std::string last_component(const std::string& qualified);
/// Everything before the last component ("ns::Codec::decode" -> "ns::Codec"), or "".
std::string enclosing_scope(const std::string& qualified);

}  // namespace recrash::gen
