// SPDX-License-Identifier: MIT
// What recrash-gen prints for a person (--show), a pipeline (--json) and second-chance mode
// (--watch-list) holds no control character from a dump (issue 20, finding 7).
#include "dump_text.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace {

using namespace recrash;

/// Signatures a dump may hold: a NUL, a terminal's escape sequences, a line break, a C1 control.
const std::string kHostile[] = {std::string("void f(int)\0; rm -rf ~", 22), "\x1b]0;owned\x07void g()",
                                "void h()\nint main()", "void \x1b[2J\x1b[31mk()",
                                "void \xc2\x9b"
                                "31ml()"};

format::Dump hostile_dump() {
  format::Dump dump;
  dump.second_chance.active = true;
  for (const std::string& signature : kHostile) dump.second_chance.newly_watched.push_back(signature);
  format::Thread thread;
  thread.crashed = true;
  format::Frame frame;
  frame.function.qualified_name = "k";
  frame.function.signature = kHostile[3];
  frame.function.file = "k.cpp";
  thread.frames.push_back(frame);
  dump.threads.push_back(thread);
  dump.failure.kind = format::FailureKind::Requested;
  dump.failure.message = kHostile[1];
  return dump;
}

/// Where `text` has a control character other than a line break, or npos.
std::size_t control_at(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if ((c < 0x20 && c != '\n') || c == 0x7f ||
        (c == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
         static_cast<unsigned char>(text[i + 1]) < 0xa0)) {
      return i;
    }
  }
  return std::string::npos;
}

TEST(DumpText, AWatchListWritesEachSignatureEscapedOnItsOwnLine) {
  const std::string list = gen::watch_list(hostile_dump());
  EXPECT_EQ(control_at(list), std::string::npos) << list;
  std::istringstream lines(list);
  std::string line;
  std::getline(lines, line);
  EXPECT_EQ(line, "# recrash watch list 1");
  std::size_t entries = 0;
  while (std::getline(lines, line)) ++entries;
  EXPECT_EQ(entries, 5u);  // the frame's signature is one of the five
  EXPECT_NE(list.find("void f(int)\\x00; rm -rf ~\n"), std::string::npos) << list;
  EXPECT_NE(list.find("void h()\\x0aint main()\n"), std::string::npos) << list;
  EXPECT_NE(list.find("\\x1b]0;owned\\x07void g()\n"), std::string::npos) << list;
}

TEST(DumpText, ShowPrintsNoControlCharacter) {
  const std::string shown = gen::show_dump(hostile_dump(), false);
  EXPECT_EQ(control_at(shown), std::string::npos) << shown;
  EXPECT_NE(shown.find("void f(int)?; rm -rf ~"), std::string::npos) << shown;
}

}  // namespace
