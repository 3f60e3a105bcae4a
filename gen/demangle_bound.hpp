// SPDX-License-Identifier: MIT
// How long a mangled type name from a dump can demangle to, worked out without demangling it. The
// demangler expands each back-reference of a name (S0_, T_) in full, so a name a few hundred bytes
// long whose references refer to references can demangle to gigabytes, in minutes; a dump is
// untrusted input, so recrash-gen demangles only names this bound lets through.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace recrash::gen {

/// The most characters a type name from a dump may demangle to, by demangled_length_bound(): the
/// bound of each of 5,241 type names of LLVM, Clang, Boost and libstdc++ is under 15,000 (at most
/// 21 times what it demangles to), and the demangler writes this much in about ten milliseconds.
inline constexpr std::size_t kMaxDemangledLength = std::size_t{1} << 20;

/// How deeply the productions of a mangled name may nest (a template argument inside a template
/// argument, a pointer to a pointer); deeper names are refused before the demangler's own
/// recursion could take the stack.
inline constexpr std::size_t kMaxManglingDepth = 128;

/// An upper bound of the length of what abi::__cxa_demangle prints for the mangled type name
/// `mangled` (a std::type_info::name()), found in one pass over the name. nullopt when that bound
/// is over `limit`, when the name nests deeper than kMaxManglingDepth or is not a type's mangling,
/// and when it uses a production this bound does not follow (a template parameter or a pack
/// expansion, which a type's name has only in the local name of a function template, an
/// expression, decltype, a conversion operator, a special name): such a name is shown mangled.
std::optional<std::size_t> demangled_length_bound(std::string_view mangled, std::size_t limit = kMaxDemangledLength);

}  // namespace recrash::gen
