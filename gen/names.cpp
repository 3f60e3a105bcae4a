// SPDX-License-Identifier: MIT
#include "names.hpp"

#include "demangle_bound.hpp"

#include <cxxabi.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <set>
#include <string_view>
#include <utility>

namespace recrash::gen {
namespace {

const std::set<std::string>& keywords() {
  static const std::set<std::string> words = {
      "alignas",     "alignof",   "and",        "and_eq",    "asm",      "auto",         "bitand",
      "bitor",       "bool",      "break",      "case",      "catch",    "char",         "char8_t",
      "char16_t",    "char32_t",  "class",      "compl",     "concept",  "const",        "consteval",
      "constexpr",   "constinit", "const_cast", "continue",  "co_await", "co_return",    "co_yield",
      "decltype",    "default",   "delete",     "do",        "double",   "dynamic_cast", "else",
      "enum",        "explicit",  "export",     "extern",    "false",    "float",        "for",
      "friend",      "goto",      "if",         "inline",    "int",      "long",         "mutable",
      "namespace",   "new",       "noexcept",   "not",       "not_eq",   "nullptr",      "operator",
      "or",          "or_eq",     "private",    "protected", "public",   "register",     "reinterpret_cast",
      "requires",    "return",    "short",      "signed",    "sizeof",   "static",       "static_assert",
      "static_cast", "struct",    "switch",     "template",  "this",     "thread_local", "throw",
      "true",        "try",       "typedef",    "typeid",    "typename", "union",        "unsigned",
      "using",       "virtual",   "void",       "volatile",  "wchar_t",  "while",        "xor",
      "xor_eq"};
  return words;
}

const std::set<std::string>& fundamental_words() {
  static const std::set<std::string> words = {"bool",   "char", "char8_t", "char16_t", "char32_t", "wchar_t",
                                              "short",  "int",  "long",    "signed",   "unsigned", "float",
                                              "double", "void", "const",   "volatile", "__int128"};
  return words;
}

/// A tiny recursive-descent parser over the demangler's type grammar.
class TypeParser {
 public:
  explicit TypeParser(const std::string& text) : s_(text) {}

  bool parse_type_only() { return type() && at_end(); }
  bool parse_qualified_only() { return qualified() && at_end(); }

 private:
  bool at_end() {
    skip_spaces();
    return i_ == s_.size();
  }
  void skip_spaces() {
    while (i_ < s_.size() && s_[i_] == ' ') ++i_;
  }
  std::string word() {
    skip_spaces();
    std::size_t start = i_;
    while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) != 0 || s_[i_] == '_')) ++i_;
    return s_.substr(start, i_ - start);
  }
  bool literal_integer() {
    skip_spaces();
    std::size_t start = i_;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_])) != 0) ++i_;
    if (i_ == start) return false;
    while (i_ < s_.size() && (s_[i_] == 'u' || s_[i_] == 'l' || s_[i_] == 'U' || s_[i_] == 'L')) ++i_;
    return true;
  }
  bool template_arguments() {
    if (++depth_ > 32) return false;
    skip_spaces();
    if (i_ < s_.size() && s_[i_] == '>') {  // "rapidjson::UTF8<>": every argument its default
      ++i_;
      --depth_;
      return true;
    }
    do {
      std::size_t save = i_;
      if (!type()) {
        i_ = save;
        if (!literal_integer()) return false;
      }
      skip_spaces();
    } while (i_ < s_.size() && s_[i_] == ',' && ++i_);
    skip_spaces();
    --depth_;
    return i_ < s_.size() && s_[i_++] == '>';
  }
  bool qualified() {
    skip_spaces();
    if (s_.compare(i_, 2, "::") == 0) i_ += 2;
    for (;;) {
      std::string name = word();
      if (name.empty() || keywords().count(name) != 0 || std::isdigit(static_cast<unsigned char>(name[0])) != 0) {
        return false;
      }
      skip_spaces();
      if (i_ < s_.size() && s_[i_] == '<') {
        ++i_;
        if (!template_arguments()) return false;
        skip_spaces();
      }
      if (s_.compare(i_, 2, "::") != 0) return true;
      i_ += 2;
    }
  }
  bool type() {
    skip_spaces();
    bool base = false;
    // Leading cv-qualifiers and fundamental type words, or one qualified name.
    for (;;) {
      std::size_t save = i_;
      std::string w = word();
      if (w.empty()) {
        i_ = save;
        break;
      }
      if (fundamental_words().count(w) != 0) {
        base = base || (w != "const" && w != "volatile");
        continue;
      }
      i_ = save;
      if (base) break;
      if (!qualified()) return false;
      base = true;
    }
    if (!base) return false;
    for (;;) {  // trailing cv-qualifiers, pointers and references
      skip_spaces();
      if (i_ < s_.size() && (s_[i_] == '*' || s_[i_] == '&')) {
        ++i_;
        continue;
      }
      std::size_t save = i_;
      std::string w = word();
      if (w == "const" || w == "volatile") continue;
      i_ = save;
      return true;
    }
  }

  const std::string& s_;
  std::size_t i_ = 0;
  int depth_ = 0;
};

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
}

/// The end of the template argument that starts at `at`: the ',' or '>' after it at its level.
std::size_t argument_end(const std::string& type, std::size_t at) {
  int depth = 0;
  for (; at < type.size(); ++at) {
    const char c = type[at];
    if (c == '<' || c == '(' || c == '[') {
      ++depth;
    } else if ((c == '>' || c == ')' || c == ']') && depth-- == 0) {
      break;
    } else if (c == ',' && depth == 0) {
      break;
    }
  }
  return at;
}

/// Drops template arguments that only restate a default (", std::allocator<int> "), which the
/// demangler prints and nobody writes.
void drop_default_arguments(std::string& type) {
  for (const char* name : {", std::allocator<", ", std::default_delete<", ", std::less<", ", std::hash<",
                           ", std::equal_to<", ", std::char_traits<"}) {
    for (std::size_t at = type.find(name); at != std::string::npos; at = type.find(name, at)) {
      std::size_t end = argument_end(type, at + std::strlen(name));
      if (end >= type.size()) break;  // unbalanced: leave it
      if (type[end] != '>') {         // more than one argument: not one of these defaults
        at = end;
        continue;
      }
      ++end;                                             // past the '>' that closes the default
      if (end < type.size() && type[end] == ' ') ++end;  // "T, std::allocator<T> >"
      if (end < type.size() && type[end] != '>') {       // not the last argument: keep it
        at = end;
        continue;
      }
      type.erase(at, end - at);
    }
  }
}

constexpr std::string_view kSpan = "std::span<";

/// Drops a std::span's extent when it is std::dynamic_extent, which the demangler prints.
void drop_dynamic_extent(std::string& type) {
  static const std::string kDynamic = ", 18446744073709551615ul";
  for (std::size_t at = type.find(kSpan); at != std::string::npos; at = type.find(kSpan, at + 1)) {
    const std::size_t comma = argument_end(type, at + kSpan.size());
    if (type.compare(comma, kDynamic.size(), kDynamic) == 0 && comma + kDynamic.size() < type.size() &&
        type[comma + kDynamic.size()] == '>') {
      type.erase(comma, kDynamic.size());
    }
  }
}

}  // namespace

std::optional<std::string> span_element(const std::string& type) {
  if (type.compare(0, kSpan.size(), kSpan) != 0) return std::nullopt;
  const std::size_t end = argument_end(type, kSpan.size());
  if (end >= type.size()) return std::nullopt;
  std::string element = type.substr(kSpan.size(), end - kSpan.size());
  for (bool stripped = true; stripped;) {
    stripped = false;
    for (const std::string qualifier : {"const", "volatile"}) {
      if (element.size() > qualifier.size() &&
          element.compare(element.size() - qualifier.size() - 1, std::string::npos, " " + qualifier) == 0) {
        element.erase(element.size() - qualifier.size() - 1);
        stripped = true;
      } else if (element.compare(0, qualifier.size() + 1, qualifier + " ") == 0) {
        element.erase(0, qualifier.size() + 1);
        stripped = true;
      }
    }
  }
  if (!is_type_name(element)) return std::nullopt;
  return element;
}

std::string shorten_type(std::string type) {
  replace_all(type, "std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >", "std::string");
  replace_all(type, "std::basic_string_view<char, std::char_traits<char> >", "std::string_view");
  replace_all(type, "std::__cxx11::", "std::");
  // How g++ and clang spell std::string in a pretty signature's template arguments.
  replace_all(type, "std::basic_string<char>", "std::string");
  replace_all(type, "std::basic_string_view<char>", "std::string_view");
  drop_default_arguments(type);
  drop_dynamic_extent(type);
  return type;
}

bool is_integer_literal(const std::string& text) {
  std::size_t i = text.size() > 1 && text[0] == '-' ? 1 : 0;
  const std::size_t digits = i;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0) ++i;
  if (i == digits || i - digits > 40) return false;
  const std::string suffix = text.substr(i);
  for (const char* allowed : {"", "u", "l", "ul", "lu", "ll", "ull", "llu", "U", "L", "UL", "LU", "LL", "ULL", "LLU"}) {
    if (suffix == allowed) return true;
  }
  return false;
}

bool is_identifier(const std::string& text) {
  if (text.empty() || text.size() > 256) return false;
  if (std::isdigit(static_cast<unsigned char>(text[0])) != 0) return false;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c)) == 0 && c != '_') return false;
  }
  return keywords().count(text) == 0;
}

namespace {

/// Overloadable operators, and the word each stands for in a test's name.
const std::vector<std::pair<std::string, std::string>>& operators() {
  static const std::vector<std::pair<std::string, std::string>> table = {{"()", "Call"},
                                                                         {"[]", "Index"},
                                                                         {"->*", "ArrowStar"},
                                                                         {"->", "Arrow"},
                                                                         {"<=>", "Spaceship"},
                                                                         {"<<=", "ShiftLeftAssign"},
                                                                         {">>=", "ShiftRightAssign"},
                                                                         {"<<", "ShiftLeft"},
                                                                         {">>", "ShiftRight"},
                                                                         {"==", "Equal"},
                                                                         {"!=", "NotEqual"},
                                                                         {"<=", "LessEqual"},
                                                                         {">=", "GreaterEqual"},
                                                                         {"&&", "And"},
                                                                         {"||", "Or"},
                                                                         {"++", "Increment"},
                                                                         {"--", "Decrement"},
                                                                         {"+=", "PlusAssign"},
                                                                         {"-=", "MinusAssign"},
                                                                         {"*=", "TimesAssign"},
                                                                         {"/=", "DivideAssign"},
                                                                         {"%=", "ModuloAssign"},
                                                                         {"&=", "AndAssign"},
                                                                         {"|=", "OrAssign"},
                                                                         {"^=", "XorAssign"},
                                                                         {"<", "Less"},
                                                                         {">", "Greater"},
                                                                         {"+", "Plus"},
                                                                         {"-", "Minus"},
                                                                         {"*", "Times"},
                                                                         {"/", "Divide"},
                                                                         {"%", "Modulo"},
                                                                         {"^", "Xor"},
                                                                         {"&", "BitAnd"},
                                                                         {"|", "BitOr"},
                                                                         {"~", "Complement"},
                                                                         {"!", "Not"},
                                                                         {"=", "Assign"},
                                                                         {",", "Comma"}};
  return table;
}

/// For "ns::Vec::operator+=": the word for the operator ("PlusAssign"), else "".
std::string operator_word(const std::string& qualified, std::size_t& name_start) {
  const std::size_t at = qualified.rfind("operator");
  if (at == std::string::npos || (at != 0 && (at < 2 || qualified.compare(at - 2, 2, "::") != 0))) return "";
  const std::string symbol = qualified.substr(at + 8);
  for (const auto& [text, word] : operators()) {
    if (symbol == text) {
      name_start = at;
      return word;
    }
  }
  return "";
}

}  // namespace

bool is_qualified_name(const std::string& text) {
  if (text.size() > 4096) return false;
  std::size_t operator_at = 0;
  if (!operator_word(text, operator_at).empty()) {  // "ns::Vec::operator+": check the scope alone
    return operator_at == 0 || TypeParser(text.substr(0, operator_at - 2)).parse_qualified_only();
  }
  return TypeParser(text).parse_qualified_only();
}

std::string test_name_part(const std::string& qualified) {
  std::size_t operator_at = 0;
  const std::string word = operator_word(qualified, operator_at);
  if (word.empty()) return camel_case(qualified);
  return (operator_at == 0 ? "" : camel_case(qualified.substr(0, operator_at))) + "Operator" + word;
}

bool is_type_name(const std::string& text) { return text.size() <= 4096 && TypeParser(text).parse_type_only(); }

std::optional<std::string> demangle_type(const std::string& mangled) {
  return demangle_type(mangled, AnonymousNamespaces::Refused);
}

std::string without_anonymous_namespaces(std::string name) {
  for (const std::string_view marker :
       {std::string_view("(anonymous namespace)::"), std::string_view("{anonymous}::")}) {
    for (std::size_t at; (at = name.find(marker)) != std::string::npos;) name.erase(at, marker.size());
  }
  return name;
}

std::optional<std::string> demangle_type(const std::string& mangled, AnonymousNamespaces anonymous) {
  if (mangled.empty() || mangled.size() > 4096) return std::nullopt;
  // A name from a dump can make the demangler print gigabytes: only a bounded one is demangled.
  if (!demangled_length_bound(mangled)) return std::nullopt;
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> text(abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status),
                                              &std::free);
  // A builtin type's name is its own demangling only for single letters the ABI reserves.
  std::string result = status == 0 && text ? std::string(text.get()) : std::string();
  if (result.empty()) return std::nullopt;
  result = shorten_type(result);
  if (anonymous == AnonymousNamespaces::Spelled) result = without_anonymous_namespaces(std::move(result));
  if (!is_type_name(result)) return std::nullopt;
  return result;
}

namespace {

/// Where a mangled pointer type's pointee starts, past the 'P' and the pointee's cv-qualifiers;
/// 0 when it is not a pointer.
std::size_t pointee_start(const std::string& mangled) {
  if (mangled.empty() || mangled[0] != 'P') return 0;
  std::size_t i = 1;
  while (i < mangled.size() && (mangled[i] == 'K' || mangled[i] == 'V' || mangled[i] == 'r')) ++i;
  return i;
}

}  // namespace

std::optional<std::string> demangle_pointee(const std::string& mangled, AnonymousNamespaces anonymous) {
  const std::size_t start = pointee_start(mangled);
  if (start == 0) return std::nullopt;
  return demangle_type(mangled.substr(start), anonymous);
}

std::optional<std::string> demangle_pointee_of_pointee(const std::string& mangled, AnonymousNamespaces anonymous) {
  const std::size_t start = pointee_start(mangled);
  if (start == 0 || start >= mangled.size() || mangled[start] != 'P') return std::nullopt;
  return demangle_pointee(mangled.substr(start), anonymous);
}

std::string camel_case(const std::string& text) {
  std::string out;
  bool upper = true;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c)) == 0 || static_cast<unsigned char>(c) >= 0x80) {
      upper = true;
      continue;
    }
    out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    upper = false;
  }
  if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0])) != 0) out = "Program" + out;
  return out;
}

std::vector<std::string> parameter_names(const std::string& parameters, std::size_t count) {
  std::vector<std::string> entries;
  std::string current;
  int depth = 0;
  for (char c : parameters) {
    if (c == '(' || c == '<' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == '>' || c == ']' || c == '}') --depth;
    if (c == ',' && depth == 0) {
      entries.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  if (!current.empty() || !entries.empty()) entries.push_back(current);
  // A pack listed expanded ("args..." or "recrash::by_reference(args)...") stands for the values
  // the other entries leave: args_0, args_1, ...
  for (std::size_t i = 0; i < entries.size(); ++i) {
    std::string& entry = entries[i];
    entry.erase(entry.find_last_not_of(' ') + 1);
    if (entry.size() < 3 || entry.compare(entry.size() - 3, 3, "...") != 0) continue;
    const std::string pack = entry.substr(0, entry.size() - 3);
    const std::size_t others = entries.size() - 1;
    const std::size_t size = count > others ? count - others : 0;
    std::vector<std::string> expanded;
    for (std::size_t k = 0; k < size; ++k) expanded.push_back(pack + "_" + std::to_string(k));
    entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(i));
    entries.insert(entries.begin() + static_cast<std::ptrdiff_t>(i), expanded.begin(), expanded.end());
    break;  // the values left over tell the size of one pack only
  }

  std::vector<std::string> names;
  std::set<std::string> taken = {"receiver", "dump"};
  for (std::size_t i = 0; i < count; ++i) {
    std::string name = i < entries.size() ? entries[i] : std::string();
    // "recrash::by_copy(x)" names x: take the innermost parenthesised word, and its suffix
    // ("recrash::by_reference(args)_0" names args_0).
    std::size_t open = name.rfind('(');
    if (open != std::string::npos) {
      const std::size_t close = name.find(')', open);
      name = name.substr(open + 1, close - open - 1) + (close == std::string::npos ? "" : name.substr(close + 1));
    }
    name.erase(std::remove(name.begin(), name.end(), ' '), name.end());
    if (!is_identifier(name) || name.rfind("recrash", 0) == 0 || taken.count(name) != 0) {
      name = "arg" + std::to_string(i);
    }
    taken.insert(name);
    names.push_back(name);
  }
  return names;
}

std::vector<std::string> value_names(const format::Frame& frame, const std::string& receiver) {
  const std::size_t first = std::min<std::size_t>(frame.has_receiver ? 1 : 0, frame.values.size());
  std::vector<std::string> names(first, receiver);
  for (std::string& name : parameter_names(frame.function.parameters, frame.values.size() - first)) {
    names.push_back(std::move(name));
  }
  return names;
}

std::optional<std::vector<std::string>> signature_parameter_types(const std::string& signature,
                                                                  const std::string& qualified_name) {
  if (qualified_name.empty()) return std::nullopt;
  const std::size_t at = signature.find(qualified_name + "(");
  if (at == std::string::npos) return std::nullopt;
  std::vector<std::string> types;
  std::string current;
  int depth = 0;
  for (std::size_t i = at + qualified_name.size() + 1; i < signature.size(); ++i) {
    const char c = signature[i];
    if (c == '(' || c == '<' || c == '[') ++depth;
    if (c == ')' || c == '>' || c == ']') {
      if (depth == 0 && c == ')') {
        auto trim = [](std::string t) {
          t.erase(0, t.find_first_not_of(' '));
          t.erase(t.find_last_not_of(' ') + 1);
          return t;
        };
        current = trim(current);
        if (!current.empty() || !types.empty()) types.push_back(current);
        if (types.size() == 1 && types[0] == "void") types.clear();
        for (std::string& type : types) type = trim(type);
        return types;
      }
      --depth;
    }
    if (c == ',' && depth == 0) {
      types.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  return std::nullopt;
}

namespace {
std::size_t last_separator(const std::string& qualified) {
  int depth = 0;
  std::size_t found = std::string::npos;
  for (std::size_t i = 0; i + 1 < qualified.size(); ++i) {
    if (qualified[i] == '<') ++depth;
    if (qualified[i] == '>') --depth;
    if (depth == 0 && qualified[i] == ':' && qualified[i + 1] == ':') found = i;
  }
  return found;
}
}  // namespace

std::string last_component(const std::string& qualified) {
  std::size_t at = last_separator(qualified);
  return at == std::string::npos ? qualified : qualified.substr(at + 2);
}

std::string enclosing_scope(const std::string& qualified) {
  std::size_t at = last_separator(qualified);
  return at == std::string::npos ? std::string() : qualified.substr(0, at);
}

}  // namespace recrash::gen
