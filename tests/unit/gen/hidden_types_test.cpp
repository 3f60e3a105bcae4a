// SPDX-License-Identifier: MIT
// Private and protected member types in a test's code: each whole name becomes its alias, which
// the access declarations then declare once.
#include "hidden_types.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace {

using recrash::gen::AccessDeclarations;
using recrash::gen::respell_hidden_types;

const std::set<std::string> kHidden = {"calc::Evaluator::Token", "calc::Evaluator::Token::Part",
                                       "calc::Evaluator::Operator"};

TEST(HiddenTypes, WholeNamesBecomeTheirAliases) {
  AccessDeclarations access;
  EXPECT_EQ(respell_hidden_types("auto&& right = dump().load<calc::Evaluator::Token>(0, 3);", kHidden, access),
            "auto&& right = dump().load<CalcEvaluatorToken>(0, 3);");
  EXPECT_EQ(respell_hidden_types("auto op = static_cast<calc::Evaluator::Operator>(1);", kHidden, access),
            "auto op = static_cast<CalcEvaluatorOperator>(1);");
  EXPECT_EQ(respell_hidden_types("std::vector<::calc::Evaluator::Token::Part> parts;", kHidden, access),
            "std::vector<::CalcEvaluatorTokenPart> parts;")
      << "the longest name first; a global qualifier stays (the aliases are global)";
  EXPECT_EQ(respell_hidden_types("calc::Evaluator::Token::Kind kind;", kHidden, access),
            "CalcEvaluatorToken::Kind kind;")
      << "a public name nested in a hidden one keeps its tail";
  EXPECT_EQ(access.text(),
            "\n// The private and protected member types the tests name, each by an alias (recrash/access.hpp).\n"
            "RECRASH_ACCESS_TYPE(CalcEvaluatorToken, calc::Evaluator::Token);\n"
            "RECRASH_ACCESS_TYPE(CalcEvaluatorOperator, calc::Evaluator::Operator);\n"
            "RECRASH_ACCESS_TYPE(CalcEvaluatorTokenPart, calc::Evaluator::Token::Part);\n")
      << "each declared once, in the order first named";
}

TEST(HiddenTypes, OtherNamesAndLiteralsAreLeftAlone) {
  AccessDeclarations access;
  const std::string code =
      "other::calc::Evaluator::Token a; calc::Evaluator::TokenList b; calc::Evaluator::Tokens c; "
      "char text[] = \"calc::Evaluator::Token \\\" calc::Evaluator::Token\"; char q = '\"';";
  EXPECT_EQ(respell_hidden_types(code, kHidden, access), code);
  EXPECT_TRUE(access.empty()) << access.text();
}

TEST(HiddenTypes, AnAliasTakenByAMemberGetsANumber) {
  AccessDeclarations access;
  EXPECT_EQ(access.name_for("CalcEvaluatorToken", "&calc::Evaluator::Token"), "CalcEvaluatorToken");
  EXPECT_EQ(respell_hidden_types("calc::Evaluator::Token t;", kHidden, access), "CalcEvaluatorToken2 t;");
}

}  // namespace
