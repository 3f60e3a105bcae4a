// SPDX-License-Identifier: MIT
// The test-names file (recrash/format/test_names.hpp): what recrash-instrument writes reads back,
// damaged lines are named, and an enumerator is spelled only for a value it names.
#include <recrash/format/test_names.hpp>

#include <gtest/gtest.h>

#include <string>

namespace {

using recrash::format::kTestNamesHeader;
using recrash::format::parse_test_names;
using recrash::format::TestNames;

TEST(TestNamesFile, ReadsBackWhatItWrites) {
  TestNames names;
  names.called_by_name = {"shapes::Circle::scale", "shapes::Canvas::operator[]"};
  names.enumerators["shapes::Unit"] = {{-1, "Unknown"}, {0, "Metres"}, {7, "Yards"}};
  names.default_constructible = {"shapes::Canvas"};
  names.hidden_types = {"shapes::Parser::Token"};
  const std::string text = recrash::format::test_names_text(names);
  TestNames read;
  ASSERT_EQ(parse_test_names(text, read), "") << text;
  EXPECT_EQ(read.called_by_name, names.called_by_name);
  EXPECT_EQ(read.default_constructible, names.default_constructible);
  EXPECT_EQ(read.enumerators, names.enumerators);
  EXPECT_EQ(read.hidden_types, names.hidden_types);
  EXPECT_EQ(read.enumerator("shapes::Unit", 7), "shapes::Unit::Yards");
  EXPECT_EQ(read.enumerator("shapes::Unit", -1), "shapes::Unit::Unknown");
  EXPECT_EQ(read.enumerator("shapes::Unit", 3), "") << "no enumerator has the value 3 (flags or'ed together)";
  EXPECT_EQ(read.enumerator("shapes::Colour", 0), "") << "an enumeration the file does not list";
}

TEST(TestNamesFile, MergingKeepsTheFirstNameOfAValue) {
  TestNames first;
  first.enumerators["Unit"] = {{7, "Yards"}};
  TestNames second;
  second.enumerators["Unit"] = {{7, "Rods"}, {1, "Feet"}};
  second.called_by_name = {"Scale::convert"};
  second.hidden_types = {"Scale::Step"};
  first.merge(second);
  EXPECT_EQ(first.enumerator("Unit", 7), "Unit::Yards");
  EXPECT_EQ(first.enumerator("Unit", 1), "Unit::Feet");
  EXPECT_EQ(first.called_by_name.count("Scale::convert"), 1u);
  EXPECT_EQ(first.hidden_types.count("Scale::Step"), 1u);
}

TEST(TestNamesFile, SaysWhichLineIsWrong) {
  const std::string header = std::string(kTestNamesHeader) + "\n";
  TestNames read;
  // Another version (1 had no construct lines, 2 no hidden ones).
  EXPECT_EQ(parse_test_names("# recrash test names 1\n", read).find("not a test-names file"), 0u);
  EXPECT_EQ(parse_test_names("# recrash test names 2\n", read).find("not a test-names file"), 0u);
  EXPECT_EQ(parse_test_names(header + "# note\ncall\tA::f\ncall\n", read),
            "line 4: a call line has 2 tab-separated fields, this one 1");
  EXPECT_EQ(parse_test_names(header + "call\t\n", read), "line 2: the function's name is empty or not a name");
  EXPECT_EQ(parse_test_names(header + "enumerator\tUnit\tseven\tYards\n", read),
            "line 2: the enumerator's value is not a number");
  EXPECT_EQ(parse_test_names(header + "enumerator\tUnit\t7\n", read),
            "line 2: an enumerator line has 4 tab-separated fields, this one 3");
  EXPECT_EQ(parse_test_names(header + "construct\tA\tB\n", read),
            "line 2: a construct line has 2 tab-separated fields, this one 3");
  EXPECT_EQ(parse_test_names(header + "hidden\n", read),
            "line 2: a hidden line has 2 tab-separated fields, this one 1");
  EXPECT_EQ(parse_test_names(header + "macro\tX\n", read),
            "line 2: unknown kind of line \"macro\" (expected call, enumerator, construct or hidden)");
  EXPECT_EQ(parse_test_names(header + "\r\ncall\tA::f\r\n", read), "") << "CRLF line ends";
}

}  // namespace
