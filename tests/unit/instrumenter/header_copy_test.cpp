// SPDX-License-Identifier: MIT
// Which of the copies of a header that several units write is kept (write_header_copy()): the
// one that holds the most of the header, whichever unit ran last, unless it is out of date.
#include "rewriting/output_files.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace recrash::instrument {
namespace {

namespace fs = std::filesystem;

class HeaderCopyTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "recrash-copy.XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path() const { return (dir_ / "include" / "mesh.hpp").string(); }

  std::string written() const {
    std::ifstream in(path());
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }

  fs::path dir_;
};

TEST_F(HeaderCopyTest, TheCopyWithMoreHooksIsKeptWhicheverUnitWritesLast) {
  const std::string full = "int f() { HOOK; return 1; }\n" + copy_stamp("0123456789abcdef", 1, 0, 0);
  const std::string bare = "int f() { return 1; }\n" + copy_stamp("0123456789abcdef", 0, 0, 0);
  ASSERT_EQ(write_header_copy(path(), full), "");
  ASSERT_EQ(write_header_copy(path(), bare), "");
  EXPECT_EQ(written(), full);

  fs::remove(path());
  ASSERT_EQ(write_header_copy(path(), bare), "");
  ASSERT_EQ(write_header_copy(path(), full), "");
  EXPECT_EQ(written(), full);
}

TEST_F(HeaderCopyTest, RegistrationsDecideBetweenCopiesWithAsManyHooksAndSerializers) {
  // A unit that includes a header where a class it reaches is still incomplete registers none.
  const std::string loads = "struct S {};\nLOADER(S)\n" + copy_stamp("00000000000000bb", 0, 1, 1);
  const std::string bare = "struct S {};\n" + copy_stamp("00000000000000bb", 0, 1, 0);
  ASSERT_EQ(write_header_copy(path(), loads), "");
  ASSERT_EQ(write_header_copy(path(), bare), "");
  EXPECT_EQ(written(), loads);
}

TEST_F(HeaderCopyTest, SerializersThenTheTextDecideBetweenCopiesWithAsManyHooks) {
  const std::string with_serializer = "struct S { SERIALIZER; };\n" + copy_stamp("00000000000000aa", 2, 1, 0);
  const std::string without = "struct S {};\n" + copy_stamp("00000000000000aa", 2, 0, 0);
  ASSERT_EQ(write_header_copy(path(), with_serializer), "");
  ASSERT_EQ(write_header_copy(path(), without), "");
  EXPECT_EQ(written(), with_serializer);

  // Equal counts: the same one is kept in either order.
  fs::remove(path());
  const std::string one = "int a;\n" + copy_stamp("00000000000000aa", 1, 0, 0);
  const std::string other = "int b;\n" + copy_stamp("00000000000000aa", 1, 0, 0);
  ASSERT_EQ(write_header_copy(path(), one), "");
  ASSERT_EQ(write_header_copy(path(), other), "");
  const std::string kept = written();
  fs::remove(path());
  ASSERT_EQ(write_header_copy(path(), other), "");
  ASSERT_EQ(write_header_copy(path(), one), "");
  EXPECT_EQ(written(), kept);
}

TEST_F(HeaderCopyTest, ACopyOfAnotherGenerationIsReplacedWhateverItHolds) {
  const std::string old = "int f() { HOOK; HOOK; }\n" + copy_stamp("1111111111111111", 2, 3, 0);
  const std::string edited = "int g();\n" + copy_stamp("2222222222222222", 0, 0, 0);
  ASSERT_EQ(write_header_copy(path(), old), "");
  ASSERT_EQ(write_header_copy(path(), edited), "");
  EXPECT_EQ(written(), edited);
}

TEST_F(HeaderCopyTest, ACopyWithoutAStampIsReplaced) {
  fs::create_directories(fs::path(path()).parent_path());
  std::ofstream(path()) << "// written by an older recrash-instrument\n";
  const std::string copy = "int f();\n" + copy_stamp("3333333333333333", 0, 0, 0);
  ASSERT_EQ(write_header_copy(path(), copy), "");
  EXPECT_EQ(written(), copy);
}

}  // namespace
}  // namespace recrash::instrument
