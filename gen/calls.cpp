// SPDX-License-Identifier: MIT
#include "calls.hpp"

#include "instantiation.hpp"
#include "literals.hpp"
#include "names.hpp"

namespace recrash::gen {
namespace {

using format::FunctionKind;
using format::ValueKind;

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& part : parts) {
    if (!part.empty()) out += (out.empty() ? "" : ", ") + part;
  }
  return out;
}

/// "ns::Box<std::string, 3>::get" -> "ns::Box::get": the scope without template arguments.
std::string without_template_arguments(const std::string& qualified) {
  const std::string scope = enclosing_scope(qualified);
  std::string out;
  int depth = 0;
  for (char c : scope) {
    if (c == '<') ++depth;
    if (depth == 0) out += c;
    if (c == '>') --depth;
  }
  return out.empty() ? qualified : out + "::" + last_component(qualified);
}

/// "ns::clamp" and {"long"} -> "ns::clamp<long>"; "operator<" gets a space before its "<".
std::string with_arguments(const std::string& qualified, const std::vector<std::string>& arguments) {
  if (arguments.empty()) return qualified;
  const bool space = !qualified.empty() && (qualified.back() == '<' || qualified.back() == '>');
  return qualified + (space ? " <" : "<") + joined(arguments) + ">";
}

/// How an argument is passed: moved into an rvalue reference, and an object moved into a by-value
/// parameter (it may be move-only); anything else as the lvalue it is.
std::string passed(const std::string& name, ValueKind kind, const std::string& reference) {
  if (reference == "&&" || (reference.empty() && kind == ValueKind::Object)) return "std::move(" + name + ")";
  return name;
}

/// The member function's exact parameter types, from the recorded argument types and the
/// declared references, so that Parameters<...> picks the overload the program called; nullopt
/// when they cannot be told for sure.
std::optional<std::string> parameter_types(const std::vector<CallArgument>& arguments,
                                           const std::optional<std::vector<std::string>>& declared,
                                           const std::vector<TemplateBinding>& bindings) {
  if (!declared) return std::nullopt;
  std::vector<std::string> types;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& d = (*declared)[i];
    // An array ("char [5]") has no spelling that a reference or const could follow.
    if (arguments[i].type.empty() || arguments[i].type.find('[') != std::string::npos ||
        d.find("...") != std::string::npos || names_reference_binding(d, bindings)) {
      return std::nullopt;
    }
    const std::string reference = reference_of(d, bindings);
    if (reference.empty()) {
      types.push_back(arguments[i].type);
      continue;
    }
    const std::optional<bool> referent_const = referent_is_const(d);
    if (!referent_const) return std::nullopt;
    types.push_back(arguments[i].type + (*referent_const ? " const" : "") + reference);
  }
  return joined(types);
}

/// The template arguments a call must spell: the function's own, up to the last one that
/// deduction from the test's arguments would not give as the program had it. Deduction can
/// differ (a parameter only in the return type, a forwarding reference, a pointer), and where
/// it would not, the call reads as the program wrote it.
///
/// A member function's address has no arguments to deduce from, so there every parameter is
/// spelled, except deducible ones after the last that is not: g++ lists the typedefs a signature
/// uses after the parameters, unqualified when they are the class's own ("Key = std::string"),
/// and those are deducible where they name a parameter's type.
std::vector<std::string> explicit_arguments(const std::vector<TemplateBinding>& own,
                                            const std::optional<std::vector<std::string>>& declared,
                                            const std::vector<CallArgument>& arguments, bool for_address,
                                            const std::optional<PackExpansion>& pack) {
  std::size_t needed = 0;
  for (std::size_t b = 0; b < own.size(); ++b) {
    bool deduced = false;
    if (own[b].pack) {
      // A pack is deduced from its own parameters, each value from its argument.
      deduced = declared && pack && pack->pack.name == own[b].name && pack->pack.values == own[b].values;
      for (std::size_t k = 0; deduced && k < pack->size && k < own[b].values.size(); ++k) {
        const TemplateBinding element{own[b].name, {own[b].values[k]}, false, false};
        deduced = deduces(pack->pattern, element, arguments[pack->first + k].type);
      }
    }
    for (std::size_t p = 0; declared && p < declared->size() && !deduced; ++p) {
      deduced = deduces((*declared)[p], own[b], arguments[p].type);
    }
    if (!deduced) needed = b + 1;
  }
  if (for_address && needed == 0) needed = own.size();
  std::vector<std::string> spelled;
  for (std::size_t b = 0; b < needed; ++b) spelled.insert(spelled.end(), own[b].values.begin(), own[b].values.end());
  return spelled;
}

/// The Parameters<...> member that picks a member function with these qualifiers.
std::optional<std::string> selector(FunctionKind kind, const std::optional<std::string>& qualifiers) {
  if (kind == FunctionKind::Static) return "function";
  if (!qualifiers) return std::nullopt;
  static const std::pair<const char*, const char*> table[] = {
      {"", "member"},          {"const", "const_member"},
      {"&", "lvalue_member"},  {"const&", "const_lvalue_member"},
      {"&&", "rvalue_member"}, {"const&&", "const_rvalue_member"}};
  for (const auto& [text, name] : table) {
    if (*qualifiers == text) return std::string(name);
  }
  return std::nullopt;
}

}  // namespace

namespace {

/// The name as a person reads it, or "(invalid name)": a function in an anonymous namespace
/// ("ns::{anonymous}::f" as g++ says, "ns::(anonymous namespace)::f" as clang does) has a name
/// no test can spell, but the table still says which one it is.
std::string shown_name(const std::string& recorded) {
  if (is_qualified_name(recorded)) return recorded;
  std::string checked = recorded;
  std::string shown = recorded;
  for (const char* marker : {"{anonymous}", "(anonymous namespace)"}) {
    const std::string word(marker);
    for (std::size_t at; (at = checked.find(word)) != std::string::npos;) checked.replace(at, word.size(), "anonymous");
    for (std::size_t at = 0; (at = shown.find(word, at)) != std::string::npos; at += 21) {
      shown.replace(at, word.size(), "(anonymous namespace)");
    }
  }
  return is_qualified_name(checked) ? shown : "(invalid name)";
}

}  // namespace

CallName name_call(const format::Function& function) {
  std::string why;
  if (std::optional<Instantiation> resolved = resolve_instantiation(function.qualified_name, function.signature, why)) {
    return {resolved->qualified_name, test_name_part(without_template_arguments(resolved->qualified_name))};
  }
  const std::string recorded = recorded_name(function.qualified_name);
  return {shown_name(recorded), test_name_part(recorded)};
}

namespace {

/// A member function called by name on `receiver`: `receiver.name(arguments)`, subscripts and
/// calls of a function object written as such.
std::string member_call(const std::string& receiver, const std::string& name, const std::string& arguments) {
  if (name == "operator[]") return receiver + "[" + arguments + "]";
  if (name == "operator()") return receiver + "(" + arguments + ")";
  return receiver + "." + name + "(" + arguments + ")";
}

}  // namespace

std::string Call::expression(const std::string& access_id) const {
  if (access_member.empty()) return direct;
  return "recrash::access::call<" + access_id + ">(" + joined({receiver, arguments}) + ")";
}

std::string Call::guard() const {
  if (constructed_type.empty()) return "";
  return "  if (!recrash::access::can_construct<" + constructed_type + ">(" + arguments + ")) {\n    GTEST_SKIP() << " +
         string_literal(
             "recrash cannot replay this frame: its constructor is not public or its class is abstract, "
             "and a test has no way to call it") +
         ";\n  }\n";
}

std::optional<Call> spell_call(const format::Frame& frame, const std::vector<CallArgument>& arguments,
                               const CallContext& context, std::string& why) {
  const format::Function& function = frame.function;
  const std::optional<Instantiation> resolved = resolve_instantiation(function.qualified_name, function.signature, why);
  if (!resolved) return std::nullopt;
  const std::string& qualified = resolved->qualified_name;

  std::optional<std::vector<std::string>> declared =
      signature_parameter_types(function.signature, recorded_name(function.qualified_name));
  std::optional<PackExpansion> pack;
  if (declared) declared = expand_parameter_pack(std::move(*declared), resolved->bindings, pack);
  if (declared && declared->size() != arguments.size()) declared.reset();
  std::vector<std::string> passed_arguments;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string reference = declared ? reference_of((*declared)[i], resolved->bindings) : "&";
    passed_arguments.push_back(passed(arguments[i].name, arguments[i].kind, reference));
  }

  // A constructor template's arguments cannot be spelled in C++: they are always deduced. A
  // member's address spells them all; a call by name only those deduction would not give.
  const bool constructor = function.kind == FunctionKind::Constructor;
  const std::vector<std::string> template_arguments =
      constructor ? std::vector<std::string>{}
                  : explicit_arguments(resolved->own, declared, arguments, function.kind != FunctionKind::Free, pack);
  const bool deduced_by_call =
      constructor || explicit_arguments(resolved->own, declared, arguments, false, pack).empty();
  Call call;
  call.shown = with_arguments(qualified, template_arguments);
  call.arguments = joined(passed_arguments);
  switch (function.kind) {
    case FunctionKind::Free:
      call.direct = call.shown + "(" + call.arguments + ")";
      return call;
    case FunctionKind::Constructor:
      // A constructor has no address: a test can call it only where it is public.
      call.constructed_type = enclosing_scope(qualified);
      if (call.constructed_type.empty()) {
        why = "its constructor's class is unknown";
        return std::nullopt;
      }
      call.direct = "recrash::access::construct<" + call.constructed_type + ">(" + call.arguments + ")";
      return call;
    case FunctionKind::Member:
    case FunctionKind::ConstMember:
    case FunctionKind::Static: {
      const bool member = function.kind != FunctionKind::Static;
      if (member && !frame.has_receiver) {
        why = "its receiver was not recorded";
        return std::nullopt;
      }
      const std::optional<std::string> qualifiers =
          signature_qualifiers(function.signature, recorded_name(function.qualified_name));
      if (member)
        call.receiver = qualifiers && qualifiers->size() >= 2 && qualifiers->substr(qualifiers->size() - 2) == "&&"
                            ? "std::move(receiver)"
                            : "receiver";
      const bool by_name = context.names != nullptr && deduced_by_call &&
                           context.names->called_by_name.count(qualified) != 0 &&
                           (!member || shorten_type(context.receiver_class) == enclosing_scope(qualified));
      if (by_name) {
        call.direct = member ? member_call(call.receiver, last_component(qualified), call.arguments)
                             : qualified + "(" + call.arguments + ")";
        return call;
      }
      // A template's instantiation is a single function: its address needs no overload picked,
      // unless other templates of the name take as many arguments, as variadic ones often do
      // (a logger's log(level, fmt, args...) and log(location, level, fmt, args...)).
      call.access_member = "&" + call.shown;
      const std::optional<std::string> pick = selector(function.kind, qualifiers);
      const std::optional<std::string> types = parameter_types(arguments, declared, resolved->bindings);
      if ((template_arguments.empty() || pack) && pick && types) {
        call.access_member = "recrash::access::Parameters<" + *types + ">::" + *pick + "(" + call.access_member + ")";
      }
      call.access_name = test_name_part(without_template_arguments(qualified));
      return call;
    }
  }
  why = "its function kind is unknown";
  return std::nullopt;
}

std::string AccessDeclarations::declare(const std::string& proposed, const std::string& what, bool type) {
  const std::string key = (type ? "type " : "member ") + what;
  if (auto found = names_.find(key); found != names_.end()) return found->second;
  std::string name = proposed;
  for (int n = 2; taken_.count(name) != 0; ++n) name = proposed + std::to_string(n);
  taken_.insert(name);
  names_[key] = name;
  (type ? type_lines_ : lines_)
      .push_back((type ? "RECRASH_ACCESS_TYPE(" : "RECRASH_ACCESS(") + name + ", " + what + ");");
  return name;
}

std::string AccessDeclarations::name_for(const std::string& proposed, const std::string& member) {
  return declare(proposed, member, false);
}

std::string AccessDeclarations::alias_for(const std::string& type) { return declare(camel_case(type), type, true); }

std::string AccessDeclarations::text() const {
  std::string out;
  if (!type_lines_.empty()) {
    out += "\n// The private and protected member types the tests name, each by an alias (recrash/access.hpp).\n";
    for (const std::string& line : type_lines_) out += line + "\n";
  }
  if (!lines_.empty()) {
    out +=
        "\n// The member functions the tests call, each through a member pointer so that private and\n"
        "// protected ones can be called too (recrash/access.hpp).\n";
    for (const std::string& line : lines_) out += line + "\n";
  }
  return out;
}

}  // namespace recrash::gen
