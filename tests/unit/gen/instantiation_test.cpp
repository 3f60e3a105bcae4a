// SPDX-License-Identifier: MIT
// Reading template instantiations off pretty signatures, as g++ 12 and clang 14 print them (each
// signature below is what one of them printed), and refusing what is not safe to write.
#include "instantiation.hpp"
#include "calls.hpp"

#include <gtest/gtest.h>

namespace {

using namespace recrash::gen;

std::vector<std::string> values_of(const std::vector<TemplateBinding>& bindings) {
  std::vector<std::string> values;
  for (const TemplateBinding& b : bindings) {
    for (const std::string& v : b.values) values.push_back(b.name + "=" + v);
  }
  return values;
}

using Strings = std::vector<std::string>;

TEST(Instantiation, ReadsGccAndClangBindings) {
  EXPECT_EQ(values_of(*template_bindings("T ns::clamp(T) [with T = long int]")), Strings{"T=long int"});
  EXPECT_EQ(values_of(*template_bindings("T ns::clamp(T) [T = const char *]")), Strings{"T=const char *"});
  EXPECT_EQ(
      values_of(*template_bindings("void ns::nt() [with Mode M = ns::B; E e = ns::E::X; bool b = true; char c = 'a'; "
                                   "long unsigned int n = 5]")),
      (Strings{"M=ns::B", "e=ns::E::X", "b=true", "c='a'", "n=5"}));
  EXPECT_EQ(values_of(*template_bindings("void ns::nt() [M = ns::B, e = ns::E::X, b = true, c = 'a', n = 5UL]")),
            (Strings{"M=ns::B", "e=ns::E::X", "b=true", "c='a'", "n=5UL"}));
  EXPECT_EQ(values_of(*template_bindings("void ns::Tup<Ts>::f() [with Ts = {int, char}]")),
            (Strings{"Ts=int", "Ts=char"}));
  EXPECT_EQ(values_of(*template_bindings("void ns::Tup<int, char>::f() [Ts = <int, char>]")),
            (Strings{"Ts=int", "Ts=char"}));
  EXPECT_EQ(values_of(*template_bindings("T ns::f() [with T = std::__cxx11::basic_string<char>]")),
            Strings{"T=std::string"});
  // rapidjson's parser: class templates whose arguments are all defaults, printed "UTF8<>".
  EXPECT_EQ(
      values_of(*template_bindings(
          "void rapidjson::GenericReader<SourceEncoding, TargetEncoding, StackAllocator>::ParseNumber(InputStream&, "
          "Handler&) [with unsigned int parseFlags = 0; InputStream = rapidjson::GenericStringStream<rapidjson::UTF8<> "
          ">; SourceEncoding = rapidjson::UTF8<>; StackAllocator = rapidjson::MemoryPoolAllocator<>]")),
      (Strings{"parseFlags=0", "InputStream=rapidjson::GenericStringStream<rapidjson::UTF8<> >",
               "SourceEncoding=rapidjson::UTF8<>", "StackAllocator=rapidjson::MemoryPoolAllocator<>"}));
  EXPECT_TRUE(template_bindings("int ns::plain(int)")->empty());
  EXPECT_TRUE(template_bindings("int (& ns::table())[3]")->empty());
}

TEST(Instantiation, RefusesBindingsThatAreNotTypesOrLiterals) {
  EXPECT_FALSE(template_bindings("void f() [with T = int); system(\"id\"); (int]"));
  EXPECT_FALSE(template_bindings("void f() [T = \"x\"]"));
  EXPECT_FALSE(template_bindings("void f() [with F = main()::<lambda(int)>]"));
  EXPECT_FALSE(template_bindings("void f() [with Mode M = (ns::Mode)7]"));
  EXPECT_FALSE(template_bindings("void f() [with char c = '\\'']"));
  EXPECT_FALSE(template_bindings("void f() [with  = int]"));
}

std::string own_of(const std::string& name, const std::string& signature) {
  std::string why;
  std::optional<Instantiation> resolved = resolve_instantiation(name, signature, why);
  if (!resolved) return "error: " + why;
  std::string out = resolved->qualified_name;
  for (const std::string& v : values_of(resolved->own)) out += " " + v;
  return out;
}

TEST(Instantiation, FillsInTheScopeAndFindsTheFunctionsOwnParameters) {
  EXPECT_EQ(own_of("ns::Box<T, N>::get",
                   "T ns::Box<T, N>::get(const T&) const [with T = std::__cxx11::basic_string<char>; int N = 3]"),
            "ns::Box<std::string, 3>::get");
  EXPECT_EQ(own_of("ns::Box<std::basic_string<char>, 3>::get",
                   "T ns::Box<std::basic_string<char>, 3>::get(const T &) const [T = std::basic_string<char>, N = 3]"),
            "ns::Box<std::string, 3>::get");
  EXPECT_EQ(own_of("ns::W<T, D>::g", "void ns::W<T, D>::g(Us ...) [with Us = {int, double}; T = int; D = int]"),
            "ns::W<int, int>::g Us=int Us=double");
  // clang leaves out D, a default, from the scope: its binding is not the function's.
  EXPECT_EQ(own_of("ns::W<int>::g", "void ns::W<int>::g(Us...) [T = int, D = int, Us = <int, double>]"),
            "ns::W<int>::g Us=int Us=double");
  EXPECT_EQ(own_of("ns::Outer<T>::Inner<U>::f", "void ns::Outer<T>::Inner<U>::f(U) [with U = long int; T = int]"),
            "ns::Outer<int>::Inner<long int>::f");
  EXPECT_EQ(own_of("ns::Ptr<T*>::f", "void ns::Ptr<T*>::f() [with T = const char]"), "ns::Ptr<const char*>::f");
  EXPECT_EQ(own_of("ns::conv", "R ns::conv(T) [R = long, T = double]"), "ns::conv R=long T=double");
  // g++ also says what the typedefs in a signature stand for; qualified ones are not parameters.
  EXPECT_EQ(own_of("ns::parse",
                   "T ns::parse(const std::string&) [with T = int; std::string = std::__cxx11::basic_string<char>]"),
            "ns::parse T=int");
  EXPECT_EQ(own_of("ns::h",
                   "typename T::size_type ns::h(T) [with T = std::__cxx11::basic_string<char>; typename "
                   "T::size_type = long unsigned int]"),
            "ns::h T=std::string");
  // The C library's typedefs, which g++ names unqualified (std::int64_t, std::size_t).
  EXPECT_EQ(own_of("ob::Matcher::sweep",
                   "int64_t ob::Matcher::sweep(ob::Order&, Ladder&) [with Ladder = ob::Ladder<std::less<long int> >; "
                   "int64_t = long int]"),
            "ob::Matcher::sweep Ladder=ob::Ladder<std::less<long int> >");
  EXPECT_EQ(own_of("ns::take", "void ns::take(T, size_t) [with T = char; size_t = long unsigned int]"),
            "ns::take T=char");
  EXPECT_EQ(own_of("&ns::C::get", "int &ns::C::get()"), "ns::C::get");  // clang's reference return
  EXPECT_EQ(own_of("ns::f", "void ns::f() [with T = int); abort(); (int]"),
            "error: its template arguments are not in a form recrash-gen can check");
}

TEST(Instantiation, TellsHowDeclaredParametersBind) {
  const std::vector<TemplateBinding> lvalue = {{"T", {"int&"}, false, false}};
  const std::vector<TemplateBinding> value = {{"T", {"std::string"}, false, false}};
  EXPECT_EQ(reference_of("T&&", lvalue), "&");  // reference collapsing
  EXPECT_EQ(reference_of("T &&", value), "&&");
  EXPECT_EQ(reference_of("const T&", value), "&");
  EXPECT_EQ(reference_of("T", lvalue), "&");
  EXPECT_EQ(reference_of("T", value), "");
  EXPECT_EQ(referent_is_const("const std::string &"), true);
  EXPECT_EQ(referent_is_const("char const* const&"), true);
  EXPECT_EQ(referent_is_const("const char*&"), false);
  EXPECT_EQ(referent_is_const("std::vector<const int*>&"), false);
  EXPECT_EQ(referent_is_const("volatile int&"), std::nullopt);
  EXPECT_TRUE(names_reference_binding("const T&", lvalue));
  EXPECT_FALSE(names_reference_binding("const T&", value));
}

TEST(Instantiation, KnowsWhichParametersDeduceTheirBinding) {
  const TemplateBinding t = {"T", {"long int"}, false, false};
  EXPECT_TRUE(deduces("T", t, "long"));
  EXPECT_TRUE(deduces("const T &", t, "long"));
  EXPECT_FALSE(deduces("const T*", t, "long const*"));
  EXPECT_FALSE(deduces("U", t, "long"));
  EXPECT_FALSE(deduces("T", t, "int"));
  EXPECT_TRUE(deduces("T&&", {"T", {"int&"}, false, false}, "int"));
  EXPECT_FALSE(deduces("T", {"T", {"int&"}, false, false}, "int"));
  EXPECT_TRUE(same_type("long unsigned int", "unsigned long"));
  EXPECT_TRUE(same_type("std::vector<long long int>", "std::vector<long long>"));
  EXPECT_TRUE(same_type("std::__cxx11::basic_string<char>", "std::string"));
  EXPECT_FALSE(same_type("short", "int"));
  EXPECT_TRUE(same_type("const char*", "char const*"));  // g++'s signature, the demangler's type
  EXPECT_TRUE(deduces("const P&", {"P", {"const char*"}, false, false}, "char const*"));
}

TEST(Instantiation, ReadsArrayBindingsOfStringLiterals) {
  const std::optional<std::vector<TemplateBinding>> bindings =
      template_bindings("int width_of(int, const Parts& ...) [with Parts = {char [5], int}]");
  ASSERT_TRUE(bindings);
  EXPECT_EQ(values_of(*bindings), (std::vector<std::string>{"Parts=char [5]", "Parts=int"}));
  const std::optional<std::vector<TemplateBinding>> clang =
      template_bindings("int width_of(int, const Parts &...) [Parts = <char[5], int>]");
  ASSERT_TRUE(clang);
  EXPECT_EQ(values_of(*clang), (std::vector<std::string>{"Parts=char[5]", "Parts=int"}));
  EXPECT_FALSE(template_bindings("void f(T) [with T = char [x]]"));
  EXPECT_FALSE(template_bindings("void f(T) [with T = char [5]; system(\"x\") [1]]"));
}

TEST(Instantiation, ExpandsAParameterPackIntoOneTypePerValue) {
  using Types = std::vector<std::string>;
  std::optional<PackExpansion> pack;
  // g++: "void j::J::w(int, const char*, const P& ...) [with P = {int, const char*}]"
  const std::vector<TemplateBinding> gcc = *template_bindings(
      "void j::J::w(int, const char*, const P& ...) "
      "[with P = {int, const char*}]");
  EXPECT_EQ(expand_parameter_pack({"int", "const char*", "const P& ..."}, gcc, pack),
            (Types{"int", "const char*", "int const&", "const char* const&"}));
  ASSERT_TRUE(pack);
  EXPECT_EQ(pack->first, 2U);
  EXPECT_EQ(pack->size, 2U);
  EXPECT_EQ(pack->pattern, "const P&");
  // clang: "void j::J::v(P &&...) [P = <int &, int>]"; references collapse.
  const std::vector<TemplateBinding> clang = *template_bindings("void j::J::v(P &&...) [P = <int &, int>]");
  EXPECT_EQ(expand_parameter_pack({"P &&..."}, clang, pack), (Types{"int&", "int&&"}));
  // An empty pack takes no argument; a pack inside a longer type is spelled per value.
  EXPECT_EQ(expand_parameter_pack({"int", "const P& ..."},
                                  *template_bindings("void f(int, const P& ...) [with P = {}]"), pack),
            Types{"int"});
  EXPECT_EQ(pack->size, 0U);
  EXPECT_EQ(expand_parameter_pack({"std::vector<P>& ..."}, gcc, pack),
            (Types{"std::vector<int>&", "std::vector<const char*>&"}));
  // No pack parameter, or none that a binding names: unchanged, and no expansion.
  EXPECT_EQ(expand_parameter_pack({"int"}, gcc, pack), Types{"int"});
  EXPECT_FALSE(pack);
  EXPECT_EQ(expand_parameter_pack({"const Q& ..."}, gcc, pack), Types{"const Q& ..."});
  EXPECT_FALSE(pack);
}

TEST(Instantiation, ReadsMemberQualifiers) {
  EXPECT_EQ(signature_qualifiers("int ns::C::f(int) const", "ns::C::f"), "const");
  EXPECT_EQ(signature_qualifiers("int &&ns::C::r(int &&) &&", "&&ns::C::r"), "&&");
  EXPECT_EQ(signature_qualifiers("int ns::C::g(int (*)(int)) const & [with T = int]", "ns::C::g"), "const&");
  EXPECT_EQ(signature_qualifiers("int ns::C::h()", "ns::C::h"), "");
  EXPECT_EQ(signature_qualifiers("int ns::C::v() volatile", "ns::C::v"), "volatile");
  EXPECT_FALSE(signature_qualifiers("int ns::C::h() junk", "ns::C::h"));
  EXPECT_FALSE(signature_qualifiers("int ns::C::h(", "ns::C::h"));
}

}  // namespace

namespace {

recrash::format::Function free_function(const std::string& name, const std::string& signature) {
  recrash::format::Function function;
  function.qualified_name = name;
  function.signature = signature;
  function.kind = recrash::format::FunctionKind::Free;
  return function;
}

TEST(CallNames, AnAnonymousNamespaceIsShownAsSuch) {
  EXPECT_EQ(name_call(free_function("pebble::{anonymous}::builtin_print", "Value pebble::{anonymous}::builtin_print()"))
                .shown,
            "pebble::(anonymous namespace)::builtin_print");
  EXPECT_EQ(name_call(free_function("pebble::(anonymous namespace)::builtin_print",
                                    "Value pebble::(anonymous namespace)::builtin_print()"))
                .shown,
            "pebble::(anonymous namespace)::builtin_print");
  EXPECT_EQ(name_call(free_function("a(); std::abort", "void a(); std::abort()")).shown, "(invalid name)");
}

}  // namespace
