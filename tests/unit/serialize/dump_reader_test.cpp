// SPDX-License-Identifier: MIT
// The dump format round trip, and the reader against truncated, corrupted and foreign files.
#include "../capture/dump_fixture.hpp"

#include <recrash/format/dump.hpp>
#include <recrash/recrash.hpp>

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <map>
#include <string>

namespace {

using recrash::format::DumpError;
using recrash::format::parse_dump;

std::string dump_bytes(const std::map<std::string, int>& table, const std::string& key) {
  RECRASH_FUNCTION(table, key);
  recrash::testing::scratch_dump_dir();
  const std::string path = recrash::write_dump("invariant broken");
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::remove(path.c_str());
  return bytes;
}

const std::string& sample() {
  static const std::string bytes = dump_bytes({{"a", 1}, {"b", 2}}, "c");
  return bytes;
}

TEST(DumpFormat, RoundTripsWhatTheProgramRecorded) {
  recrash::set_program_version("9.8.7");
  const std::string bytes = dump_bytes({{"x", 5}}, "y");
  const recrash::format::Dump dump = parse_dump(bytes.data(), bytes.size());
  EXPECT_EQ(dump.program, "serialize_tests");
  EXPECT_EQ(dump.program_version, "9.8.7");
  EXPECT_EQ(dump.pid, getpid());
  EXPECT_EQ(dump.failure.kind, recrash::format::FailureKind::Requested);
  EXPECT_EQ(dump.failure.message, "invariant broken");
  EXPECT_FALSE(dump.truncated);
  EXPECT_FALSE(dump.backtrace.empty());
  ASSERT_FALSE(dump.modules.empty());
  EXPECT_FALSE(dump.modules[0].build_id.empty());
  ASSERT_EQ(dump.threads.size(), 1u);
  EXPECT_TRUE(dump.threads[0].crashed);
  const auto& frame = dump.threads[0].frames.at(0);
  // g++ says "{anonymous}::", clang "(anonymous namespace)::".
  const std::string& name = frame.function.qualified_name;
  ASSERT_GT(name.size(), 12u);
  EXPECT_EQ(name.substr(name.size() - 12), "::dump_bytes");
  EXPECT_EQ(frame.function.parameters, "table, key");
  EXPECT_EQ(frame.function.kind, recrash::format::FunctionKind::Free);
  EXPECT_NE(frame.function.file.find("dump_reader_test.cpp"), std::string::npos);
  EXPECT_GT(frame.function.line, 0u);
  ASSERT_EQ(frame.values.size(), 2u);
  EXPECT_EQ(frame.values[1].rendering, "\"y\"");
}

TEST(DumpFormat, WritesFilesOnlyTheUserCanRead) {
  recrash::testing::scratch_dump_dir();
  const std::string path = recrash::write_dump("mode");
  struct stat info {};
  ASSERT_EQ(stat(path.c_str(), &info), 0);
  EXPECT_EQ(info.st_mode & 0777, 0600u);
  const std::string second = recrash::write_dump("mode");
  EXPECT_NE(second, path);  // never the same name twice, even within one second
  std::remove(path.c_str());
  std::remove(second.c_str());
}

TEST(DumpReader, RejectsEveryTruncation) {
  const std::string& bytes = sample();
  for (std::size_t size = 0; size < bytes.size(); ++size) {
    EXPECT_THROW(parse_dump(bytes.data(), size), DumpError) << "cut at " << size;
  }
}

TEST(DumpReader, SurvivesEverySingleByteCorruption) {
  const std::string& bytes = sample();
  for (std::size_t at = 0; at < bytes.size(); ++at) {
    for (int flip : {0x01, 0x80, 0xff}) {
      std::string corrupt = bytes;
      corrupt[at] = static_cast<char>(corrupt[at] ^ flip);
      try {
        parse_dump(corrupt.data(), corrupt.size());
      } catch (const DumpError&) {
      }
    }
  }
}

TEST(DumpReader, NamesWhatIsWrong) {
  std::string bytes = sample();
  try {
    parse_dump("hello", 5);
    FAIL();
  } catch (const DumpError& e) {
    EXPECT_STREQ(e.what(), "not a recrash dump (no RECRASH signature at its start)");
  }
  bytes[8] = 7;
  try {
    parse_dump(bytes.data(), bytes.size());
    FAIL();
  } catch (const DumpError& e) {
    EXPECT_STREQ(e.what(), "dump format version 7, this recrash reads versions 1 to 4");
  }
}

TEST(DumpReader, RefusesHugeLengthsWithoutAllocatingThem) {
  std::string bytes = sample();
  // The program name's length is the first field after the header.
  const std::uint64_t huge = ~std::uint64_t{0} >> 1;
  std::memcpy(bytes.data() + 12, &huge, sizeof(huge));
  EXPECT_THROW(parse_dump(bytes.data(), bytes.size()), DumpError);
}

TEST(DumpReader, ReportsAMissingFile) {
  EXPECT_THROW(recrash::format::read_dump("/nonexistent/x.bin"), DumpError);
}

}  // namespace
