// SPDX-License-Identifier: MIT
#include "instantiation.hpp"

#include "names.hpp"

#include <algorithm>
#include <cctype>
#include <set>

namespace recrash::gen {
namespace {

std::string trim(const std::string& text) {
  const std::size_t first = text.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

/// Splits at `separator` where no bracket of any kind is open and not inside a character literal.
std::vector<std::string> split_top_level(const std::string& text, const std::string& separator) {
  std::vector<std::string> parts;
  std::string current;
  int depth = 0;
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\'' && (i == 0 || text[i - 1] != '\\')) quoted = !quoted;
    if (!quoted) {
      if (c == '<' || c == '(' || c == '[' || c == '{') ++depth;
      if (c == '>' || c == ')' || c == ']' || c == '}') --depth;
      if (depth == 0 && text.compare(i, separator.size(), separator) == 0) {
        parts.push_back(current);
        current.clear();
        i += separator.size() - 1;
        continue;
      }
    }
    current += c;
  }
  parts.push_back(current);
  return parts;
}

/// A character literal a test may contain: one printable character, no escapes.
bool is_plain_character_literal(const std::string& text) {
  return text.size() == 3 && text[0] == '\'' && text[2] == '\'' && text[1] >= 0x20 && text[1] < 0x7f &&
         text[1] != '\'' && text[1] != '\\';
}

/// A typedef of the C library that g++ names without its scope ("size_t", "int64_t", "pid_t"
/// for std::size_t, std::int64_t, ::pid_t): lower case, ending in "_t", as C and POSIX name them.
/// Taken for a typedef, not a template parameter, where g++ lists what it stands for.
bool is_c_typedef_name(const std::string& name) {
  if (name.size() < 3 || name.compare(name.size() - 2, 2, "_t") != 0) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return std::islower(static_cast<unsigned char>(c)) != 0 || std::isdigit(static_cast<unsigned char>(c)) != 0 ||
           c == '_';
  });
}

/// A value as a test may write it, or nullopt.
std::optional<std::string> checked_value(const std::string& raw) {
  const std::string value = shorten_type(trim(raw));
  if (value.empty() || value.size() > 1024) return std::nullopt;
  if (value == "true" || value == "false" || is_integer_literal(value) || is_plain_character_literal(value)) {
    return value;
  }
  if (is_type_name(value)) return value;  // also a qualified enumerator ("ns::Mode::fast")
  // An array type ("char [5]" as g++ writes it, "char[5]" as clang does: a string literal a pack
  // took by reference).
  const std::size_t open = value.rfind('[');
  if (open != std::string::npos && open > 0 && value.back() == ']' &&
      is_integer_literal(value.substr(open + 1, value.size() - open - 2)) &&
      is_type_name(trim(value.substr(0, open)))) {
    return value;
  }
  return std::nullopt;
}

/// The "[...]" the signature ends with, without its brackets, or "".
std::string bindings_text(const std::string& signature) {
  if (signature.empty() || signature.back() != ']') return "";
  int depth = 0;
  for (std::size_t i = signature.size(); i-- > 0;) {
    if (signature[i] == ']') ++depth;
    if (signature[i] == '[' && --depth == 0) {
      if (i == 0 || signature[i - 1] != ' ') return "";
      return signature.substr(i + 1, signature.size() - i - 2);
    }
  }
  return "";
}

bool is_gcc_form(const std::string& signature) { return bindings_text(signature).rfind("with ", 0) == 0; }

/// The template arguments of every component of a qualified name's scope, in order.
std::vector<std::string> scope_arguments(const std::string& scope) {
  std::vector<std::string> arguments;
  for (std::size_t i = 0; i < scope.size(); ++i) {
    if (scope[i] != '<') continue;
    int depth = 1;
    std::size_t end = i + 1;
    for (; end < scope.size() && depth > 0; ++end) {
      if (scope[end] == '<') ++depth;
      if (scope[end] == '>') --depth;
    }
    for (const std::string& argument : split_top_level(scope.substr(i + 1, end - i - 2), ",")) {
      if (!trim(argument).empty()) arguments.push_back(shorten_type(trim(argument)));
    }
    i = end - 1;
  }
  return arguments;
}

std::string joined(const std::vector<std::string>& values) {
  std::string out;
  for (const std::string& value : values) out += (out.empty() ? "" : ", ") + value;
  return out;
}

/// g++ names the scope's parameters ("ns::Box<T, N>::get"): fills in their values, and records
/// which parameters it filled in.
std::string substitute_scope(const std::string& name, const std::vector<TemplateBinding>& bindings,
                             std::set<std::string>& used) {
  std::string out;
  int depth = 0;
  for (std::size_t i = 0; i < name.size();) {
    const char c = name[i];
    if (depth > 0 && is_word_char(c) && (i == 0 || !is_word_char(name[i - 1]))) {
      std::size_t end = i;
      while (end < name.size() && is_word_char(name[end])) ++end;
      const std::string word = name.substr(i, end - i);
      const bool qualified = (i >= 2 && name.compare(i - 2, 2, "::") == 0) || name.compare(end, 2, "::") == 0;
      auto found =
          std::find_if(bindings.begin(), bindings.end(), [&](const TemplateBinding& b) { return b.name == word; });
      if (!qualified && found != bindings.end()) {
        out += joined(found->values);
        used.insert(word);
      } else {
        out += word;
      }
      i = end;
      continue;
    }
    if (c == '<') ++depth;
    if (c == '>') --depth;
    out += c;
    ++i;
  }
  return out;
}

/// `text` with each identifier (a whole word) replaced by what `replace` makes of it.
template <class Replace>
std::string replace_words(const std::string& text, Replace replace) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    if (!is_word_char(text[i])) {
      out += text[i++];
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && is_word_char(text[end])) ++end;
    out += replace(text.substr(i, end - i));
    i = end;
  }
  return out;
}

/// The identifiers in a piece of a signature.
std::set<std::string> words_of(const std::string& text) {
  std::set<std::string> words;
  replace_words(text, [&words](const std::string& word) {
    words.insert(word);
    return word;
  });
  return words;
}

/// clang prints the scope with its arguments ("ns::Box<std::string, 3>::get") and lists the
/// scope's bindings first: the function's own are those left after the scope's arguments.
std::vector<TemplateBinding> own_bindings_clang(const std::string& scope, const std::string& declaration,
                                                const std::vector<TemplateBinding>& bindings) {
  const std::vector<std::string> arguments = scope_arguments(scope);
  std::size_t next = 0;
  std::size_t b = 0;
  for (; b < bindings.size() && next < arguments.size(); ++b) {
    const std::vector<std::string>& values = bindings[b].values;
    if (next + values.size() > arguments.size() ||
        !std::equal(values.begin(), values.end(), arguments.begin() + static_cast<std::ptrdiff_t>(next))) {
      break;
    }
    next += values.size();
  }
  // clang leaves out a class's trailing arguments that equal their defaults, though it lists
  // their bindings: those come next, and unlike the function's own parameters they seldom
  // appear in its declaration.
  if (!arguments.empty()) {
    const std::set<std::string> declared = words_of(declaration);
    while (b < bindings.size() && declared.count(bindings[b].name) == 0) ++b;
  }
  return std::vector<TemplateBinding>(bindings.begin() + static_cast<std::ptrdiff_t>(b), bindings.end());
}

}  // namespace

std::optional<std::vector<TemplateBinding>> template_bindings(const std::string& signature) {
  std::string text = bindings_text(signature);
  if (text.find(" = ") == std::string::npos) return std::vector<TemplateBinding>{};
  const bool gcc = text.rfind("with ", 0) == 0;
  if (gcc) text = text.substr(5);
  std::vector<TemplateBinding> bindings;
  for (const std::string& entry : split_top_level(text, gcc ? "; " : ", ")) {
    const std::size_t equals = entry.find(" = ");
    if (equals == std::string::npos) return std::nullopt;
    const std::string left = trim(entry.substr(0, equals));
    std::size_t name_start = left.size();
    while (name_start > 0 && is_word_char(left[name_start - 1])) --name_start;
    TemplateBinding binding;
    binding.name = left.substr(name_start);
    if (!is_identifier(binding.name)) return std::nullopt;
    // "std::string = ...", "typename T::size_type = ...", "size_t = long unsigned int": g++
    // showing what a typedef stands for.
    binding.typedef_name = (name_start >= 2 && left.compare(name_start - 2, 2, "::") == 0) ||
                           (gcc && name_start == 0 && is_c_typedef_name(binding.name));
    std::string value = trim(entry.substr(equals + 3));
    const bool pack = value.size() >= 2 && ((value.front() == '{' && value.back() == '}') ||
                                            (!gcc && value.front() == '<' && value.back() == '>'));
    std::vector<std::string> raw = {value};
    if (pack) {
      binding.pack = true;
      raw = split_top_level(value.substr(1, value.size() - 2), ",");
      if (raw.size() == 1 && trim(raw[0]).empty()) raw.clear();
    }
    for (const std::string& r : raw) {
      std::optional<std::string> checked = checked_value(r);
      if (!checked) return std::nullopt;
      binding.values.push_back(*checked);
    }
    bindings.push_back(binding);
  }
  return bindings;
}

std::string recorded_name(const std::string& qualified_name) {
  const std::size_t start = qualified_name.find_first_not_of("&* ");
  return start == std::string::npos ? "" : qualified_name.substr(start);
}

std::optional<Instantiation> resolve_instantiation(const std::string& recorded, const std::string& signature,
                                                   std::string& why) {
  const std::string name = recorded_name(recorded);
  std::optional<std::vector<TemplateBinding>> bindings = template_bindings(signature);
  if (!bindings) {
    why = "its template arguments are not in a form recrash-gen can check";
    return std::nullopt;
  }
  Instantiation result;
  result.bindings = *bindings;
  if (is_gcc_form(signature)) {
    // g++ lists the function's own parameters, then its classes', then typedefs.
    std::set<std::string> used;
    result.qualified_name = shorten_type(substitute_scope(name, *bindings, used));
    for (const TemplateBinding& b : *bindings) {
      if (used.count(b.name) != 0 || b.typedef_name) break;
      result.own.push_back(b);
    }
  } else {
    result.qualified_name = shorten_type(name);
    const std::size_t brackets = signature.size() - bindings_text(signature).size() - 2;
    result.own = own_bindings_clang(enclosing_scope(name), signature.substr(0, brackets), *bindings);
  }
  if (!is_qualified_name(result.qualified_name)) {
    why = without_anonymous_namespaces(result.qualified_name) != result.qualified_name
              ? "its function is in an anonymous namespace, which only a test including its source file can name, "
                "and recrash-gen found no instrumented copy of that file"
              : "its function name is not a plain C++ name";
    return std::nullopt;
  }
  return result;
}

namespace {

/// The reference a type's spelling ends with: 0 none, 1 "&", 2 "&&"; `base` is what precedes it.
int trailing_reference(const std::string& type, std::string& base) {
  std::string t = trim(type);
  int ampersands = 0;
  while (!t.empty() && (t.back() == '&' || t.back() == ' ')) {
    if (t.back() == '&') ++ampersands;
    t.pop_back();
  }
  base = t;
  return std::min(ampersands, 2);
}

/// The parameter's declared type without cv-qualifiers: "const T" -> "T".
std::string without_cv(std::string type) {
  for (const char* word : {"const ", "volatile "}) {
    if (type.rfind(word, 0) == 0) type = trim(type.substr(std::string(word).size()));
  }
  for (const char* word : {" const", " volatile"}) {
    const std::string w(word);
    if (type.size() > w.size() && type.compare(type.size() - w.size(), w.size(), w) == 0) {
      type = trim(type.substr(0, type.size() - w.size()));
    }
  }
  return type;
}

const TemplateBinding* binding_named(const std::string& name, const std::vector<TemplateBinding>& bindings) {
  for (const TemplateBinding& b : bindings) {
    if (b.name == name && !b.pack && b.values.size() == 1) return &b;
  }
  return nullptr;
}

}  // namespace

std::string reference_of(const std::string& declared, const std::vector<TemplateBinding>& bindings) {
  std::string base;
  int reference = trailing_reference(declared, base);
  if (const TemplateBinding* b = binding_named(without_cv(base), bindings)) {
    std::string unused;
    const int bound = trailing_reference(b->values[0], unused);
    if (bound == 1 || (bound == 2 && reference == 1))
      reference = 1;  // reference collapsing
    else if (bound == 2)
      reference = 2;
  }
  return reference == 0 ? "" : reference == 1 ? "&" : "&&";
}

std::optional<bool> referent_is_const(const std::string& declared) {
  std::string base;
  trailing_reference(declared, base);
  const std::set<std::string> words = words_of(base);
  if (words.count("volatile") != 0) return std::nullopt;
  if (base.size() >= 6 && base.compare(base.size() - 6, 6, " const") == 0) return true;
  if (base.rfind("const ", 0) != 0) return false;
  int depth = 0;  // "const char*" is a pointer to const, itself not const
  for (char c : base) {
    if (c == '<' || c == '(') ++depth;
    if (c == '>' || c == ')') --depth;
    if (depth == 0 && (c == '*' || c == '(' || c == '[')) return false;
  }
  return true;
}

namespace {

bool is_fundamental_word(const std::string& word) {
  static const std::set<std::string> words = {"signed", "unsigned", "short", "long", "int", "char", "double"};
  return words.count(word) != 0;
}

/// "long unsigned int" -> "unsigned long", as the demangler and clang write it.
std::string canonical_fundamental(const std::vector<std::string>& words) {
  const auto count = [&](const char* w) { return std::count(words.begin(), words.end(), w); };
  if (count("double") != 0) return count("long") != 0 ? "long double" : "double";
  if (count("char") != 0)
    return count("unsigned") != 0 ? "unsigned char" : count("signed") != 0 ? "signed char" : "char";
  const std::string sign = count("unsigned") != 0 ? "unsigned " : "";
  if (count("short") != 0) return sign + "short";
  if (count("long") >= 2) return sign + "long long";
  if (count("long") == 1) return sign + "long";
  return sign + "int";
}

/// The tokens of a type with each leading `const` or `volatile` moved after the type it
/// qualifies, as the demangler writes them: "const char*" -> "char const*", "const
/// std::vector<int>&" -> "std::vector<int> const&".
std::vector<std::string> east_cv(std::vector<std::string> tokens) {
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (tokens[i] != "const" && tokens[i] != "volatile") continue;
    if (i != 0 && tokens[i - 1] != "<" && tokens[i - 1] != "," && tokens[i - 1] != "(") continue;
    // The qualified name (or fundamental type) that follows, with its template arguments.
    std::size_t end = i + 1;
    if (end >= tokens.size() || !is_word_char(tokens[end][0])) continue;
    ++end;
    for (;;) {
      if (end < tokens.size() && tokens[end] == "<") {
        int depth = 0;
        for (; end < tokens.size(); ++end) {
          if (tokens[end] == "<") ++depth;
          if (tokens[end] == ">" && --depth == 0) break;
        }
        if (end == tokens.size()) return tokens;  // unbalanced: left as it is
        ++end;
      }
      if (end + 2 < tokens.size() && tokens[end] == ":" && tokens[end + 1] == ":" && is_word_char(tokens[end + 2][0])) {
        end += 3;
        continue;
      }
      break;
    }
    const std::string qualifier = tokens[i];
    tokens.erase(tokens.begin() + static_cast<std::ptrdiff_t>(i));
    tokens.insert(tokens.begin() + static_cast<std::ptrdiff_t>(end - 1), qualifier);
  }
  return tokens;
}

/// A spelling of a type with the differences between compilers' spellings taken out.
std::string canonical_type(const std::string& type) {
  const std::string text = shorten_type(type);
  std::vector<std::string> tokens;
  std::vector<std::string> run;
  auto flush = [&] {
    if (!run.empty()) tokens.push_back(canonical_fundamental(run));
    run.clear();
  };
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    std::size_t end = i + 1;
    if (is_word_char(text[i])) {
      while (end < text.size() && is_word_char(text[end])) ++end;
    }
    const std::string token = text.substr(i, end - i);
    if (is_fundamental_word(token)) {
      run.push_back(token);
    } else {
      flush();
      tokens.push_back(token);
    }
    i = end;
  }
  flush();
  tokens = east_cv(std::move(tokens));
  std::string out;
  for (const std::string& token : tokens) {
    if (!out.empty() && is_word_char(out.back()) && is_word_char(token[0])) out += ' ';
    out += token;
  }
  return out;
}

}  // namespace

bool same_type(const std::string& a, const std::string& b) { return canonical_type(a) == canonical_type(b); }

bool deduces(const std::string& declared, const TemplateBinding& binding, const std::string& argument_type) {
  if (binding.pack || binding.values.size() != 1) return false;
  std::string base;
  const int reference = trailing_reference(declared, base);
  if (without_cv(base) != binding.name) return false;
  std::string value;
  const int bound = trailing_reference(binding.values[0], value);
  // A forwarding reference deduces `int&` from an lvalue, `int` from an rvalue; the test passes
  // the one that gives the recorded binding (see reference_of).
  if (bound != 0 && reference != 2) return false;
  return same_type(value, argument_type);
}

namespace {

/// One element of a pack expansion: `pattern` with `name` bound to `value`, references collapsed
/// ("const Args&" with Args = const char* is "const char* const&"; "Args&&" with int& is "int&").
std::string pack_element(const std::string& pattern, const std::string& name, const std::string& value) {
  std::string base;
  const int reference = trailing_reference(pattern, base);
  std::string value_base;
  const int value_reference = trailing_reference(value, value_base);
  if (without_cv(base) != name) {
    // The name inside a longer type ("std::vector<Args>&"): each use of it replaced.
    return replace_words(pattern, [&](const std::string& word) { return word == name ? value : word; });
  }
  const int collapsed = value_reference == 0                       ? reference
                        : reference == 0                           ? value_reference
                        : (value_reference == 1 || reference == 1) ? 1
                                                                   : 2;
  // A const on a reference type is dropped, as the language does.
  std::string type = value_reference != 0 ? value_base : value + (base != name ? " const" : "");
  return type + (collapsed == 0 ? "" : collapsed == 1 ? "&" : "&&");
}

}  // namespace

std::vector<std::string> expand_parameter_pack(std::vector<std::string> declared,
                                               const std::vector<TemplateBinding>& bindings,
                                               std::optional<PackExpansion>& expansion) {
  expansion.reset();
  for (std::size_t i = 0; i < declared.size(); ++i) {
    const std::string entry = trim(declared[i]);
    if (entry.size() < 4 || entry.compare(entry.size() - 3, 3, "...") != 0) continue;
    const std::string pattern = trim(entry.substr(0, entry.size() - 3));
    const std::set<std::string> words = words_of(pattern);
    const auto pack = std::find_if(bindings.begin(), bindings.end(),
                                   [&](const TemplateBinding& b) { return b.pack && words.count(b.name) != 0; });
    if (pack == bindings.end()) return declared;
    std::vector<std::string> elements;
    for (const std::string& value : pack->values) elements.push_back(pack_element(pattern, pack->name, value));
    expansion = PackExpansion{i, elements.size(), pattern, *pack};
    declared.erase(declared.begin() + static_cast<std::ptrdiff_t>(i));
    declared.insert(declared.begin() + static_cast<std::ptrdiff_t>(i), elements.begin(), elements.end());
    return declared;
  }
  return declared;
}

bool names_reference_binding(const std::string& declared, const std::vector<TemplateBinding>& bindings) {
  for (const std::string& word : words_of(declared)) {
    for (const TemplateBinding& b : bindings) {
      if (b.name != word) continue;
      for (const std::string& value : b.values) {
        if (!value.empty() && value.back() == '&') return true;
      }
    }
  }
  return false;
}

std::optional<std::string> signature_qualifiers(const std::string& signature, const std::string& recorded) {
  const std::string name = recorded_name(recorded);
  if (name.empty()) return std::nullopt;
  const std::size_t at = signature.find(name + "(");
  if (at == std::string::npos) return std::nullopt;
  int depth = 0;
  std::size_t i = at + name.size();
  for (; i < signature.size(); ++i) {
    if (signature[i] == '(') ++depth;
    if (signature[i] == ')' && --depth == 0) break;
  }
  if (i == signature.size()) return std::nullopt;
  std::string rest = signature.substr(i + 1);
  const std::size_t bracket = rest.find(" [");
  if (bracket != std::string::npos) rest = rest.substr(0, bracket);
  std::string out;
  std::string base;
  const int reference = trailing_reference(rest, base);
  for (const std::string& word : split_top_level(trim(base), " ")) {
    if (word.empty()) continue;
    if (word != "const" && word != "volatile") return std::nullopt;
    out += (out.empty() ? "" : " ") + word;
  }
  return out + (reference == 1 ? "&" : reference == 2 ? "&&" : "");
}

}  // namespace recrash::gen
