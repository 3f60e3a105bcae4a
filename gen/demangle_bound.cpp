// SPDX-License-Identifier: MIT
#include "demangle_bound.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace recrash::gen {
namespace {

/// A recursive-descent walk over the Itanium C++ ABI's grammar of a <type>, as the demangler reads
/// it (libiberty's cp-demangle.c, which abi::__cxa_demangle is), adding up for each production
/// the most it can print. A back-reference S<seq>_ prints again the substitution candidate it
/// names, so the walk numbers the candidates where the demangler does and counts each reference
/// as what its candidate was counted.
///
/// Versions of the demangler differ on one point: whether a lambda's closure type ({lambda()#1})
/// and an unnamed type are candidates of their own besides the names they end (GCC 12's numbers
/// an unnamed type and not a lambda; older ones numbered both). A count that assumed the wrong one
/// would take each later reference for its neighbour, smaller in a name built to double. So the
/// walk numbers both, as possible candidates, and counts a reference as the largest candidate it
/// can name: with p possible candidates before it, S<k>_ names one of the walk's k to k + p.
///
/// What a production prints must not depend on where it is printed, or a reference could print
/// more than its candidate was counted. A template parameter (T<n>_) does: it prints whichever
/// template argument is in scope where it is printed, and an argument list that follows it in a
/// function's name or a conversion operator's. Template parameters are not followed, nor pack
/// expansions (Dp, which repeat a pattern for each argument of a pack a parameter names),
/// expressions, decltype and special names: a type's name has them only inside the local name of
/// a function template (a lambda's closure type there), which is shown mangled.
class LengthBound {
 public:
  LengthBound(std::string_view text, std::size_t limit) : text_(text), cap_(limit + 1) {}

  std::optional<std::size_t> whole_type() {
    try {
      const std::size_t length = type();
      if (at_ != text_.size() || length >= cap_) return std::nullopt;
      return length;
    } catch (const Refused&) {
      return std::nullopt;
    }
  }

 private:
  /// Thrown to give up: a production not followed, a name too deep, a bound over the limit.
  struct Refused {};

  /// Text a production prints of its own besides its parts and its identifiers: punctuation,
  /// keywords, a builtin type ("unsigned long long"), "(anonymous namespace)", "{lambda(...)#",
  /// " const volatile restrict", "{unnamed type#". None prints more than this.
  static constexpr std::size_t kOwnText = 32;
  /// What a standard abbreviation (Sa, Sb, Ss, Si, So, Sd) prints, in full before a constructor:
  /// "std::basic_string<char, std::char_traits<char>, std::allocator<char> >".
  static constexpr std::size_t kAbbreviationText = 128;

  /// Counts one level of nesting for as long as it lives.
  class Nested {
   public:
    explicit Nested(LengthBound& bound) : bound_(bound) {
      if (++bound_.depth_ > kMaxManglingDepth) throw Refused{};
    }
    ~Nested() { --bound_.depth_; }
    Nested(const Nested&) = delete;
    Nested& operator=(const Nested&) = delete;

   private:
    LengthBound& bound_;
  };

  char peek(std::size_t ahead = 0) const { return at_ + ahead < text_.size() ? text_[at_ + ahead] : '\0'; }
  static bool digit(char c) { return c >= '0' && c <= '9'; }
  static bool lower(char c) { return c >= 'a' && c <= 'z'; }
  static bool upper(char c) { return c >= 'A' && c <= 'Z'; }
  static bool one_of(char c, std::string_view set) { return c != '\0' && set.find(c) != std::string_view::npos; }
  void expect(char c) {
    if (peek() != c) throw Refused{};
    ++at_;
  }
  /// a + b, refused once it passes the limit: past it the exact figure does not matter.
  std::size_t add(std::size_t a, std::size_t b) const {
    if (a >= cap_ || b >= cap_ - a) throw Refused{};
    return a + b;
  }
  std::size_t add(std::size_t a, std::size_t b, std::size_t c) const { return add(add(a, b), c); }
  /// Numbers a substitution candidate, as the demangler does (d_add_substitution).
  std::size_t candidate(std::size_t length) {
    candidates_.push_back(length);
    return length;
  }
  /// Numbers one that some versions of the demangler number and others do not.
  std::size_t possible_candidate(std::size_t length) {
    ++possible_candidates_;
    return candidate(length);
  }
  std::size_t digits() {
    std::size_t count = 0;
    while (digit(peek())) ++at_, ++count;
    return count;
  }

  std::size_t type() {
    const Nested nested(*this);
    const char c = peek();
    if (qualifier_next()) return qualified_type();
    if (one_of(c, "abcdefghijlmnostvwxyz")) {  // a builtin type: no candidate
      ++at_;
      return kOwnText;
    }
    switch (c) {
      case 'u': {  // a vendor's builtin type
        ++at_;
        return candidate(source_name());
      }
      case 'F':
        return candidate(function_type());
      case 'A':
        return candidate(array_type());
      case 'M': {
        ++at_;
        const std::size_t scope = type();
        return candidate(add(kOwnText, scope, type()));
      }
      case 'T':
        throw Refused{};  // a template parameter
      case 'O':
      case 'P':
      case 'R':
      case 'C':
      case 'G':
        ++at_;
        return candidate(add(kOwnText, type()));
      case 'U': {  // a vendor's qualifier: U <source-name> [<template-args>] <type>
        ++at_;
        std::size_t qualifier = source_name();
        if (peek() == 'I') qualifier = add(qualifier, template_args());
        return candidate(add(qualifier, type()));
      }
      case 'D':
        return d_type();
      default:
        return name(true);
    }
  }

  /// r, V, K, and the function qualifiers Dx (transaction_safe), Do (noexcept), Dw (throw(...)).
  bool qualifier_next() const { return one_of(peek(), "rVK") || (peek() == 'D' && one_of(peek(1), "xoOw")); }

  /// The qualifiers are read together, each printed: the qualified type is a candidate, and so is
  /// the unqualified one (type() numbers it) unless it is a function type, whose qualifiers apply
  /// to its `this`.
  std::size_t qualified_type() {
    std::size_t length = 0;
    while (qualifier_next()) {
      length = add(length, kOwnText);
      if (peek() != 'D') {
        ++at_;
        continue;
      }
      const char which = peek(1);
      at_ += 2;
      if (which == 'O') throw Refused{};  // noexcept(expression)
      if (which == 'w') length = add(length, type_list());
    }
    const std::size_t qualified = peek() == 'F' ? function_type() : type();
    return candidate(add(length, qualified));
  }

  /// <type>+ E: a throw specification's types.
  std::size_t type_list() {
    std::size_t length = 0;
    while (peek() != 'E') length = add(length, kOwnText, type());
    ++at_;
    return length;
  }

  /// F [Y] <return type> <parameter types> [<ref-qualifier>] E
  std::size_t function_type() {
    expect('F');
    if (peek() == 'Y') ++at_;
    std::size_t length = add(kOwnText, type());
    length = add(length, parameters());
    if (peek() == 'R' || peek() == 'O') ++at_;
    expect('E');
    return length;
  }

  /// Parameter types up to an E, or to a function's ref-qualifier (R or O before that E).
  std::size_t parameters() {
    std::size_t length = kOwnText;
    while (peek() != 'E' && !((peek() == 'R' || peek() == 'O') && peek(1) == 'E')) {
      length = add(length, kOwnText, type());
    }
    return length;
  }

  /// A <number> _ <type>; an expression for the size is not followed.
  std::size_t array_type() {
    expect('A');
    const std::size_t size = digits();
    expect('_');
    return add(kOwnText, size, type());
  }

  /// The types that start with D: builtins and vectors; decltype and pack expansions are refused.
  std::size_t d_type() {
    expect('D');
    const char c = peek();
    ++at_;
    if (one_of(c, "acdefhinsu")) return kOwnText;
    if (c == 'F') {  // _FloatN, _FloatNx
      digits();
      if (peek() != '_' && peek() != 'x') throw Refused{};
      ++at_;
      return kOwnText;
    }
    if (c != 'v') throw Refused{};
    const std::size_t size = digits();  // Dv <number> _ <type>: a vector
    expect('_');
    return candidate(add(kOwnText, size, type()));
  }

  /// S_ or S<seq>_: the candidate it names; or a standard abbreviation (St, Sa, Sb, Ss, Si, So, Sd).
  std::size_t substitution() {
    expect('S');
    if (one_of(peek(), "tabsiod")) {
      ++at_;
      if (peek() == 'B') throw Refused{};  // tagged, it would be a candidate of its own
      return kAbbreviationText;
    }
    std::size_t id = 0;
    if (peek() != '_') {
      while (digit(peek()) || upper(peek())) {
        id = id * 36 + static_cast<std::size_t>(digit(peek()) ? peek() - '0' : peek() - 'A' + 10);
        if (id >= candidates_.size()) throw Refused{};  // no such candidate: the demangler fails too
        ++at_;
      }
      ++id;
    }
    expect('_');
    if (id >= candidates_.size()) throw Refused{};
    const std::size_t last = std::min(id + possible_candidates_, candidates_.size() - 1);
    return add(kOwnText, *std::max_element(candidates_.begin() + static_cast<std::ptrdiff_t>(id),
                                           candidates_.begin() + static_cast<std::ptrdiff_t>(last) + 1));
  }

  /// <name>; `substitutable` for a class or enum type, which is a candidate as a whole (not the
  /// name of a function in a local name).
  std::size_t name(bool substitutable) {
    const Nested nested(*this);
    std::size_t length = 0;
    bool from_substitution = false;
    if (peek() == 'N') {
      length = nested_name();
    } else if (peek() == 'Z') {
      length = local_name();
    } else if (peek() == 'S' && peek(1) != 't') {
      length = substitution();
      from_substitution = true;
    } else {
      if (peek() == 'S') {  // St <unqualified-name>: std::
        at_ += 2;
        length = kOwnText;
      }
      length = add(length, unqualified_name());
    }
    if (peek() == 'I') {
      // <unscoped-template-name> <template-args>: the template's name is a candidate, unless it
      // came from a substitution.
      if (!from_substitution) candidate(length);
      length = add(length, template_args());
      from_substitution = false;
    }
    if (substitutable && !from_substitution) candidate(length);
    return length;
  }

  /// N [<cv-qualifiers>] [<ref-qualifier>] <prefix components> E. Each prefix but the whole name
  /// is a candidate, except one that is only a substitution.
  std::size_t nested_name() {
    expect('N');
    std::size_t length = kOwnText;
    for (; one_of(peek(), "rVK"); ++at_) length = add(length, kOwnText);  // a member function's qualifiers
    if (peek() == 'R' || peek() == 'O') ++at_;
    bool started = false;
    while (true) {
      const Nested nested(*this);
      const char c = peek();
      if (c == 'M') {  // the scope of a lambda in a member's initializer: prints nothing more
        ++at_;
        continue;
      }
      if (c == 'S') {
        if (started) throw Refused{};
        length = add(length, substitution());
        started = true;
        continue;
      }
      if (c == 'I') {
        if (!started) throw Refused{};
        length = add(length, template_args());
      } else if (c == 'T' || (c == 'D' && (peek(1) == 't' || peek(1) == 'T'))) {
        throw Refused{};  // a template parameter, decltype
      } else {
        length = add(length, kOwnText, unqualified_name());
      }
      started = true;
      if (peek() == 'E') break;
      candidate(length);
    }
    ++at_;
    return length;
  }

  /// Z <function> E <entity> [<discriminator>]: a name local to a function (a lambda's closure
  /// type, a local class), or Z <function> E s [<discriminator>] for a string literal in it.
  std::size_t local_name() {
    expect('Z');
    std::size_t length = add(kOwnText, encoding());
    expect('E');
    if (peek() == 's') {
      ++at_;
      discriminator();
      return length;
    }
    if (peek() == 'd') {  // a default argument's scope: d [<number>] _
      ++at_;
      length = add(length, digits());
      expect('_');
    }
    const bool closure = peek() == 'U';  // a lambda or unnamed type has its number in its name
    length = add(length, name(false));
    if (!closure) discriminator();
    return length;
  }

  /// [_ <digits> | __ <number> _]
  void discriminator() {
    if (peek() != '_') return;
    ++at_;
    if (peek() == '_') {
      ++at_;
      digits();
      expect('_');
    } else if (digits() == 0) {
      throw Refused{};
    }
  }

  /// A function's name and its parameter types (a function template's return type first), up to
  /// the E that ends a local name or a literal. Special names (vtables, guard variables) are
  /// refused.
  std::size_t encoding() {
    if (peek() == 'T' || peek() == 'G') throw Refused{};
    std::size_t length = name(false);
    if (peek() != 'E') length = add(length, parameters());
    return length;
  }

  std::size_t unqualified_name() {
    std::size_t length = 0;
    const char c = peek();
    if (digit(c)) {
      length = source_name();
    } else if (c == 'L' && digit(peek(1))) {  // internal linkage: L <source-name> [<discriminator>]
      ++at_;
      length = source_name();
      discriminator();
    } else if (c == 'U' && peek(1) == 't') {  // {unnamed type#n}
      at_ += 2;
      length = add(kOwnText, digits());
      expect('_');
      possible_candidate(length);
    } else if (c == 'U' && peek(1) == 'l') {
      length = lambda();
    } else if ((c == 'C' || c == 'D') && peek(1) != 'C') {
      length = constructor_or_destructor();
    } else if (lower(c)) {
      length = operator_name();
    } else {
      throw Refused{};  // structured bindings, module names, friends, ...
    }
    while (peek() == 'B') {  // ABI tags: [abi:cxx11]
      ++at_;
      length = add(length, source_name());
    }
    return length;
  }

  /// Ul <parameter types> E [<number>] _: {lambda(int, char)#2}.
  std::size_t lambda() {
    at_ += 2;
    std::size_t length = parameters();
    expect('E');
    length = add(length, digits());
    expect('_');
    return possible_candidate(length);
  }

  /// C1..C5, CI1 <type>, CI2 <type>, D0..D5: the class's name again, which is the last source name
  /// read or a standard abbreviation's.
  std::size_t constructor_or_destructor() {
    const char c = peek();
    ++at_;
    const bool inheriting = c == 'C' && peek() == 'I';
    if (inheriting) ++at_;
    if (!digit(peek())) throw Refused{};
    ++at_;
    const std::size_t length = add(kAbbreviationText, longest_source_name_);
    return inheriting ? add(length, type()) : length;
  }

  /// Two letters ("pl": operator+), li <source-name> (a literal operator), or v <digit>
  /// <source-name> (a vendor's). A conversion operator (cv <type>) is refused: its type may name
  /// the operator's own template arguments, which come after it.
  std::size_t operator_name() {
    if (peek() == 'c' && peek(1) == 'v') throw Refused{};
    if ((peek() == 'l' && peek(1) == 'i') || (peek() == 'v' && digit(peek(1)))) {
      at_ += 2;
      return add(kOwnText, source_name());
    }
    if (!lower(peek(1)) && !upper(peek(1))) throw Refused{};
    at_ += 2;
    return kOwnText;
  }

  /// <length> <identifier>: the identifier, or "(anonymous namespace)" for _GLOBAL__N...
  std::size_t source_name() {
    std::size_t length = 0;
    if (!digit(peek())) throw Refused{};
    while (digit(peek())) {
      length = length * 10 + static_cast<std::size_t>(peek() - '0');
      ++at_;
      if (length > text_.size()) throw Refused{};
    }
    if (length == 0 || length > text_.size() - at_) throw Refused{};
    at_ += length;
    longest_source_name_ = std::max(longest_source_name_, length);
    return add(kOwnText, length);
  }

  /// I <template-arg>* E, or J <template-arg>* E: an argument pack.
  std::size_t template_args() {
    const Nested nested(*this);
    if (peek() != 'I' && peek() != 'J') throw Refused{};
    ++at_;
    std::size_t length = kOwnText;
    while (peek() != 'E') length = add(length, kOwnText, template_arg());
    ++at_;
    return length;
  }

  std::size_t template_arg() {
    switch (peek()) {
      case 'L':
        return literal();
      case 'I':
      case 'J':
        return template_args();  // an argument pack
      case 'X':
        throw Refused{};  // an expression
      default:
        return type();
    }
  }

  /// L <type> [n] <value> E, or L_Z <encoding> E (LZ as old g++ wrote it): (char)65, true, &name.
  std::size_t literal() {
    const Nested nested(*this);
    expect('L');
    std::size_t length = kOwnText;
    if (peek() == '_' || peek() == 'Z') {
      if (peek() == '_') expect('_');
      expect('Z');
      length = add(length, encoding());
    } else {
      length = add(length, type());
      while (peek() != 'E' && peek() != '\0') ++at_, ++length;
    }
    expect('E');
    return length;
  }

  std::string_view text_;
  std::size_t cap_;
  std::size_t at_ = 0;
  std::size_t depth_ = 0;
  std::vector<std::size_t> candidates_;  ///< what each substitution candidate prints, at most
  std::size_t possible_candidates_ = 0;  ///< how many of them some demanglers do not number
  std::size_t longest_source_name_ = 0;
};

}  // namespace

std::optional<std::size_t> demangled_length_bound(std::string_view mangled, std::size_t limit) {
  if (mangled.empty() || limit == SIZE_MAX) return std::nullopt;
  return LengthBound(mangled, limit).whole_type();
}

}  // namespace recrash::gen
