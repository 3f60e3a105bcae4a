// SPDX-License-Identifier: MIT
// Nothing from a dump reaches generated code unless it is well-formed C++.
#include "names.hpp"

#include <gtest/gtest.h>

namespace {

using namespace recrash::gen;

TEST(Names, AcceptsIdentifiersAndRejectsKeywordsAndJunk) {
  EXPECT_TRUE(is_identifier("hexAbs"));
  EXPECT_TRUE(is_identifier("_x1"));
  EXPECT_FALSE(is_identifier("int"));
  EXPECT_FALSE(is_identifier("1x"));
  EXPECT_FALSE(is_identifier("a b"));
  EXPECT_FALSE(is_identifier(""));
  EXPECT_FALSE(is_identifier("x;system"));
}

TEST(Names, AcceptsQualifiedNamesWithTemplateArguments) {
  EXPECT_TRUE(is_qualified_name("RandomCrash::hexAbs"));
  EXPECT_TRUE(is_qualified_name("ns::Box<int, 3>::get"));
  EXPECT_TRUE(is_qualified_name("std::vector<std::pair<int, char const*> >"));
  EXPECT_FALSE(is_qualified_name("{anonymous}::leaf"));
  EXPECT_FALSE(is_qualified_name("f(); system(\"rm -rf /\")"));
  EXPECT_FALSE(is_qualified_name("a::"));
  EXPECT_FALSE(is_qualified_name("a<b"));
}

TEST(Names, AcceptsOperatorsAndNamesTheirTests) {
  EXPECT_TRUE(is_qualified_name("geo::Vec::operator+="));
  EXPECT_TRUE(is_qualified_name("operator<<"));
  EXPECT_TRUE(is_qualified_name("Matrix<3>::operator()"));
  EXPECT_FALSE(is_qualified_name("Vec::operator+ (x)"));
  EXPECT_FALSE(is_qualified_name("bad name::operator+"));
  EXPECT_FALSE(is_qualified_name("xoperator+"));  // found by the fuzzer: "operator" one char in
  EXPECT_EQ(test_name_part("xoperator+"), "Xoperator");
  EXPECT_EQ(test_name_part("geo::Vec::operator[]"), "GeoVecOperatorIndex");
  EXPECT_EQ(test_name_part("operator<<"), "OperatorShiftLeft");
  EXPECT_EQ(test_name_part("Vec::plus"), "VecPlus");
}

TEST(Names, AcceptsTypeNamesAsTheDemanglerPrintsThem) {
  EXPECT_TRUE(is_type_name("int"));
  EXPECT_TRUE(is_type_name("unsigned long"));
  EXPECT_TRUE(is_type_name("char const*"));
  EXPECT_TRUE(is_type_name(
      "std::map<std::string, int, std::less<std::string>, std::allocator<std::pair<std::string const, int> > >"));
  EXPECT_TRUE(is_type_name("rapidjson::GenericStringStream<rapidjson::UTF8<> >"));  // every argument its default
  EXPECT_FALSE(is_type_name("Foo<,>"));
  EXPECT_FALSE(is_type_name("int); abort(); (int"));
  EXPECT_FALSE(is_type_name("const"));
  EXPECT_FALSE(is_type_name("Foo /* */"));
}

TEST(Names, DemanglesAndShortensCommonSpellings) {
  EXPECT_EQ(demangle_type("i"), "int");
  EXPECT_EQ(demangle_type("PKc"), "char const*");
  EXPECT_EQ(demangle_type("NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE"), "std::string");
  EXPECT_EQ(demangle_type("St12out_of_range"), "std::out_of_range");
  EXPECT_EQ(demangle_pointee("PK5Point"), "Point");
  EXPECT_EQ(demangle_type("St6vectorIiSaIiEE"), "std::vector<int>");
  EXPECT_EQ(demangle_type("St3mapIiSt6vectorIiSaIiEESt4lessIiESaISt4pairIKiS2_EEE"), "std::map<int, std::vector<int>>");
  EXPECT_EQ(demangle_type("St10unique_ptrIiSt14default_deleteIiEE"), "std::unique_ptr<int>");
  EXPECT_FALSE(demangle_type("not a mangling!"));
  EXPECT_FALSE(demangle_type(""));
}

TEST(Names, SpellsWhatAnAnonymousNamespaceHoldsOnlyWhereATestIncludesItsSource) {
  // pugi::impl::(anonymous namespace)::xml_allocator, and a pointer to a page of it.
  const std::string allocator = "N4pugi4impl12_GLOBAL__N_113xml_allocatorE";
  EXPECT_FALSE(demangle_type(allocator));
  EXPECT_EQ(demangle_type(allocator, AnonymousNamespaces::Spelled), "pugi::impl::xml_allocator");
  EXPECT_EQ(demangle_pointee("PN12_GLOBAL__N_14PageE", AnonymousNamespaces::Spelled), "Page");
  EXPECT_FALSE(demangle_pointee("PN12_GLOBAL__N_14PageE"));
  EXPECT_EQ(without_anonymous_namespaces("void a::{anonymous}::Pool::take(a::(anonymous namespace)::Page*)"),
            "void a::Pool::take(a::Page*)");
  EXPECT_EQ(without_anonymous_namespaces("ns::Plain::f"), "ns::Plain::f");
}

TEST(Names, ReadsASpansElementTypeAndDropsItsDynamicExtent) {
  // std::span<const Reading> and std::span<int, 4>, as typeid names them.
  EXPECT_EQ(demangle_type("St4spanIK7ReadingLm18446744073709551615EE"), "std::span<Reading const>");
  EXPECT_EQ(demangle_type("St4spanIiLm4EE"), "std::span<int, 4ul>");
  EXPECT_EQ(span_element("std::span<Reading const>"), "Reading");
  EXPECT_EQ(span_element("std::span<std::map<int, std::vector<int>> const volatile>"),
            "std::map<int, std::vector<int>>");
  EXPECT_EQ(span_element("std::span<int, 4ul>"), "int");
  EXPECT_EQ(span_element("std::span<char const*>"), "char const*");
  EXPECT_FALSE(span_element("std::vector<int>"));
  EXPECT_FALSE(span_element("std::span<int"));
}

TEST(Names, MakesCamelCaseNames) {
  EXPECT_EQ(camel_case("random_crash"), "RandomCrash");
  EXPECT_EQ(camel_case("RandomCrash::hexAbs"), "RandomCrashHexAbs");
  EXPECT_EQ(camel_case("job-queue 2"), "JobQueue2");
  EXPECT_EQ(camel_case("9lives"), "Program9lives");
  EXPECT_EQ(camel_case(""), "Program");
}

TEST(Names, ReadsParameterNamesFromTheHook) {
  EXPECT_EQ(parameter_names("a, recrash::by_copy(b)", 2), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(parameter_names("", 0), std::vector<std::string>{});
  EXPECT_EQ(parameter_names("x, x, receiver", 3), (std::vector<std::string>{"x", "arg1", "arg2"}));
  EXPECT_EQ(parameter_names("a", 2), (std::vector<std::string>{"a", "arg1"}));
}

TEST(Names, NamesEachValueOfAParameterPack) {
  using Names = std::vector<std::string>;
  EXPECT_EQ(parameter_names("level, format, parts...", 4), (Names{"level", "format", "parts_0", "parts_1"}));
  EXPECT_EQ(parameter_names("format, ::recrash::by_reference(parts)...", 2), (Names{"format", "parts_0"}));
  EXPECT_EQ(parameter_names("parts..., last", 3), (Names{"parts_0", "parts_1", "last"}));
  EXPECT_EQ(parameter_names("format, parts...", 1), Names{"format"});  // an empty pack
}

TEST(Names, ReadsParameterTypesOffSignatures) {
  using Types = std::vector<std::string>;
  EXPECT_EQ(signature_parameter_types("std::string RandomCrash::hexAbs(int)", "RandomCrash::hexAbs"), Types{"int"});
  EXPECT_EQ(signature_parameter_types("void f(std::map<int, char>&, std::unique_ptr<T>&&) const", "f"),
            (Types{"std::map<int, char>&", "std::unique_ptr<T>&&"}));
  EXPECT_EQ(signature_parameter_types("int g()", "g"), Types{});
  EXPECT_EQ(signature_parameter_types("int g(void)", "g"), Types{});
  EXPECT_EQ(signature_parameter_types("bool S::operator()(int (*)(int), double)", "S::operator()"),
            (Types{"int (*)(int)", "double"}));
  EXPECT_FALSE(signature_parameter_types("int g(", "g"));
  EXPECT_FALSE(signature_parameter_types("int h(int)", "g"));
}

TEST(Names, SplitsQualifiedNames) {
  EXPECT_EQ(last_component("ns::Box<a::b>::get"), "get");
  EXPECT_EQ(enclosing_scope("ns::Box<a::b>::Box"), "ns::Box<a::b>");
  EXPECT_EQ(enclosing_scope("free"), "");
}

}  // namespace
