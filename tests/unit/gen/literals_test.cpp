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

TEST(Literals, CommentsHoldNoControlCharacter) {
  EXPECT_EQ(comment_text(std::string("a\0b\x1b[2J\x7f", 8)), "a?b?[2J?");
  EXPECT_EQ(comment_text("a\xc2\x9b"
                         "31mb \xc2\xa0 \xc3\xa9"),
            "a?31mb \xc2\xa0 \xc3\xa9");  // CSI; NBSP and é stay
}

TEST(Literals, CommentsStayUtf8) {
  // A binary payload's bytes (a WAV header's sizes, a truncated character): escaped, not pasted.
  EXPECT_EQ(comment_text("RIFF\xff\xff\xff\x7fWAVE"), "RIFF\\xff\\xff\\xff?WAVE");
  EXPECT_EQ(comment_text("caf\xc3"), "caf\\xc3");
  EXPECT_EQ(comment_text("\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac", 4),
            "\xe2\x82\xac\xe2\x82\xac...");  // cut between characters
}

TEST(Literals, TerminalTextEscapesEveryControlCharacter) {
  EXPECT_EQ(terminal_text("void f(int)"), "void f(int)");
  EXPECT_EQ(terminal_text(std::string("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(terminal_text("\x1b]0;title\x07\n\r\t\x7f"), "\\x1b]0;title\\x07\\x0a\\x0d\\x09\\x7f");
  EXPECT_EQ(terminal_text("\xc2\x9b"
                          "31m"),
            "\\xc2\\x9b31m");                                            // a C1 control in UTF-8
  EXPECT_EQ(terminal_text("\x9b\xff\xc0\xaf"), "\\x9b\\xff\\xc0\\xaf");  // not UTF-8
  EXPECT_EQ(terminal_text("ünï \xe2\x82\xac \xf0\x9f\x98\x80"), "ünï \xe2\x82\xac \xf0\x9f\x98\x80");
  EXPECT_EQ(terminal_text("a\\x1b"), "a\\\\x1b");  // a backslash cannot pass for an escape
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
