// SPDX-License-Identifier: MIT
// The skipped report's lines (recrash/format/skipped_report.hpp), as recrash-instrument writes
// them and recrash-gen reads them.
#include <recrash/format/skipped_report.hpp>

#include <gtest/gtest.h>

namespace {

using recrash::format::parse_skipped_line;
using recrash::format::SkippedEntry;

TEST(SkippedReport, AFunctionLineReadsBackAsWritten) {
  const SkippedEntry entry{"src/playlist.hpp", 33, 7, "music::Playlist::size() const",
                           "trivial (returns a member); --monitor-trivial hooks it"};
  const std::string line = recrash::format::skipped_line(entry);
  EXPECT_EQ(
      line,
      "src/playlist.hpp:33:7: music::Playlist::size() const: trivial (returns a member); --monitor-trivial hooks it");
  const auto read = parse_skipped_line(line);
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(read->file, entry.file);
  EXPECT_EQ(read->line, 33u);
  EXPECT_EQ(read->column, 7u);
  EXPECT_EQ(read->name, entry.name);
  EXPECT_EQ(read->reason, entry.reason);
  EXPECT_FALSE(read->is_unsaved_member());
}

TEST(SkippedReport, AMemberNotSavedKeepsTheColonsOfItsReason) {
  const auto read =
      parse_skipped_line("account.hpp:34:22: bank::Account::lock_: not saved: std::mutex: a synchronization object");
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(read->name, "bank::Account::lock_");
  EXPECT_EQ(read->reason, "not saved: std::mutex: a synchronization object");
  EXPECT_TRUE(read->is_unsaved_member());
}

TEST(SkippedReport, APathMayHoldColons) {
  const auto read = parse_skipped_line("C:/odd:dir/a.cpp:5:1: f(int): defaulted function");
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(read->file, "C:/odd:dir/a.cpp");
  EXPECT_EQ(read->line, 5u);
  EXPECT_EQ(read->name, "f(int)");
  EXPECT_EQ(read->reason, "defaulted function");
}

TEST(SkippedReport, CommentsAndDamagedLinesHoldNoEntry) {
  EXPECT_FALSE(parse_skipped_line("").has_value());
  EXPECT_FALSE(parse_skipped_line("# recrash skipped report 1").has_value());
  EXPECT_FALSE(parse_skipped_line("a.cpp:5: f(): no column").has_value());
  EXPECT_FALSE(parse_skipped_line("a.cpp:x:1: f(): not a line").has_value());
  EXPECT_FALSE(parse_skipped_line("a.cpp:5:1: no reason").has_value());
  EXPECT_FALSE(parse_skipped_line("a.cpp:5:1: : no name").has_value());
}

TEST(SkippedReport, OnlyItsOwnVersionOrNoneIsRead) {
  EXPECT_EQ(recrash::format::skipped_report_header(), "# recrash skipped report 1");
  EXPECT_TRUE(recrash::format::readable_skipped_report(recrash::format::skipped_report_header()));
  EXPECT_TRUE(recrash::format::readable_skipped_report("a.cpp:5:1: f(): defaulted function"));
  EXPECT_FALSE(recrash::format::readable_skipped_report("# recrash skipped report 2"));
}

}  // namespace
