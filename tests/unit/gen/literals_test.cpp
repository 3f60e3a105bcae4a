// SPDX-License-Identifier: MIT
#include "literals.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>

namespace {

using namespace recrash::gen;

TEST(Literals, EscapesStringsSoTheyCannotEndEarly) {
  EXPECT_EQ(string_literal("plain"), "\"plain\"");
  EXPECT_EQ(string_literal("say \"hi\"\\"), "\"say \\\"hi\\\"\\\\\"");
  EXPECT_EQ(string_literal(std::string("a\0b", 3)), "\"a\\000b\"");
  EXPECT_EQ(string_literal("\n\x7f?"), "\"\\n\\177\\077\"");
}

TEST(Literals, KeepsCommentsOnOneLineAndOpen) {
  EXPECT_EQ(comment_text("a\nb*/c"), "a b* /c");
  EXPECT_EQ(comment_text("ends with \\"), "ends with \\ ");
  EXPECT_EQ(comment_text(std::string(300, 'x'), 10), std::string(10, 'x') + "...");
}

TEST(Literals, WritesIntegersThatCompileAtTheirExtremes) {
  EXPECT_EQ(signed_literal(0), "0");
  EXPECT_EQ(signed_literal(-5), "-5");
  EXPECT_EQ(signed_literal(std::numeric_limits<std::int64_t>::min()), "(-9223372036854775807LL - 1)");
  EXPECT_EQ(unsigned_literal(18446744073709551615u), "18446744073709551615uLL");
}

TEST(Literals, WritesTheShortestExactDouble) {
  for (double value : {0.1, 2.5, -1e300, 3.0, 1.0 / 3.0, 5e-324}) {
    const std::string text = floating_literal(value);
    EXPECT_EQ(std::strtod(text.c_str(), nullptr), value) << text;
  }
  EXPECT_EQ(floating_literal(0.1), "0.1");
  EXPECT_EQ(floating_literal(3.0), "3.0");
  EXPECT_EQ(floating_literal(std::nan("")), "std::numeric_limits<double>::quiet_NaN()");
}

}  // namespace
