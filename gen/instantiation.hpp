// SPDX-License-Identifier: MIT
// Which template instantiation a frame ran, read off the compiler's pretty signature: the
// "[with T = long int; int N = 3]" (g++) or "[T = long, N = 3]" (clang) part, so that a test can
// spell `clamp<long>(x)` and `Box<std::string, 3>::get`. Everything read is checked against the
// grammar in names.hpp: a dump is untrusted input.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace recrash::gen {

/// One template parameter and what it was bound to; a pack has any number of values.
struct TemplateBinding {
  std::string name;
  std::vector<std::string> values;
  bool pack = false;
  bool typedef_name = false;  ///< a qualified name: g++ saying what a typedef stands for
};

/// The bindings a pretty signature ends with, in the order the compiler lists them, each value
/// shortened (shorten_type) and checked: a type name, an integer literal, true/false, a plain
/// character literal or a qualified enumerator. Empty when the signature has none; nullopt when
/// the part is there but not in a form this reads, or a value is not safe to write.
std::optional<std::vector<TemplateBinding>> template_bindings(const std::string& signature);

/// The function a frame ran, spelled for a test.
struct Instantiation {
  /// The qualified name with its scope's template arguments filled in and shortened: g++ prints
  /// "ns::Box<T, N>::get", this makes it "ns::Box<std::string, 3>::get".
  std::string qualified_name;
  /// The bindings of the function template's own parameters, in declaration order (empty for a
  /// function that is not a template). g++ also lists the typedefs a signature uses ("std::string
  /// = ..."); they come after the parameters, and those it qualifies are left out here.
  std::vector<TemplateBinding> own;
  std::vector<TemplateBinding> bindings;  ///< all of them, for substituting declared types
};

/// Resolves a frame's recorded name (capture's qualified name) against its pretty signature;
/// nullopt with `why` set when the result would not be safe, well-formed C++.
std::optional<Instantiation> resolve_instantiation(const std::string& recorded_name, const std::string& signature,
                                                   std::string& why);

/// The name as capture recorded it, without what clang's spelling of a reference or pointer
/// return type leaves in front of it ("int &ns::f()" records "&ns::f").
std::string recorded_name(const std::string& qualified_name);

/// How a parameter of this declared type binds once `bindings` are substituted, with reference
/// collapsing (`T&&` with T = int& binds as `&`): "&", "&&", or "" for by value.
std::string reference_of(const std::string& declared, const std::vector<TemplateBinding>& bindings);

/// Whether two spellings of a type name the same type, as far as the spellings tell: "long int"
/// (g++), "long" (clang, the demangler), "std::__cxx11::basic_string<char>" and "std::string".
bool same_type(const std::string& a, const std::string& b);

/// Whether deduction from an argument of `argument_type` (the recorded type, demangled) passed
/// to a parameter declared `declared` gives `binding` the value it had: `T`, `const T&` and
/// forwarding `T&&` parameters deduce it; anything else is not relied on.
bool deduces(const std::string& declared, const TemplateBinding& binding, const std::string& argument_type);

/// Whether a reference parameter's declared type refers to a const object ("const T&",
/// "T const &"); nullopt when it cannot be told (volatile).
std::optional<bool> referent_is_const(const std::string& declared);

/// True when the declared type names a binding whose value is a reference type, so that the
/// recorded value's type does not say the parameter's type.
bool names_reference_binding(const std::string& declared, const std::vector<TemplateBinding>& bindings);

/// A function parameter pack as the call sees it: `size` arguments from `first` on, each a
/// parameter of `pattern` ("const Args&") with the pack's name standing for one of its values.
struct PackExpansion {
  std::size_t first = 0;
  std::size_t size = 0;
  std::string pattern;
  TemplateBinding pack;
};

/// A signature's parameter types with its pack parameter ("const Args& ..." as g++ writes it,
/// "const Args &..." as clang does) replaced by one type per value the pack was bound to
/// ("const int&", "const char* const&"), and where it was; unchanged, with no expansion, when
/// there is no such parameter or no pack binding it names.
std::vector<std::string> expand_parameter_pack(std::vector<std::string> declared,
                                               const std::vector<TemplateBinding>& bindings,
                                               std::optional<PackExpansion>& expansion);

/// A member function's qualifiers after its parameter list, normalised: "", "const", "&",
/// "const&", "&&", "const&&", "volatile"...; nullopt when the signature does not have the
/// shape `name(...)`.
std::optional<std::string> signature_qualifiers(const std::string& signature, const std::string& recorded_name);

}  // namespace recrash::gen
