// SPDX-License-Identifier: MIT
// The dump format round trip, and the reader against truncated, corrupted and foreign files.
#include "../capture/dump_fixture.hpp"

#include <recrash/archive.hpp>
#include <recrash/format/dump.hpp>
#include <recrash/recrash.hpp>

#include <gtest/gtest.h>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <cstring>
#include <vector>

#include <fstream>
#include <iterator>
#include <map>
#include <string>

namespace {

using recrash::format::DumpError;
using recrash::format::parse_dump;

/// The bytes of a dump written now.
std::string dump_bytes_now(const char* reason) {
  recrash::testing::scratch_dump_dir();
  const std::string path = recrash::write_dump(reason);
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::remove(path.c_str());
  return bytes;
}

std::string dump_bytes(const std::map<std::string, int>& table, const std::string& key) {
  RECRASH_FUNCTION(table, key);
  return dump_bytes_now("invariant broken");
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
  bytes[8] = static_cast<char>(recrash::format::kVersion + 1);
  try {
    parse_dump(bytes.data(), bytes.size());
    FAIL();
  } catch (const DumpError& e) {
    const std::string newer = std::to_string(recrash::format::kVersion + 1);
    EXPECT_EQ(e.what(), "dump format version " + newer + ", this recrash reads versions 1 to " +
                            std::to_string(recrash::format::kVersion));
  }
}

TEST(DumpReader, RefusesHugeLengthsWithoutAllocatingThem) {
  std::string bytes = sample();
  // The program name's length is the first field after the header.
  const std::uint64_t huge = ~std::uint64_t{0} >> 1;
  std::memcpy(bytes.data() + 12, &huge, sizeof(huge));
  EXPECT_THROW(parse_dump(bytes.data(), bytes.size()), DumpError);
}

std::string shared_bytes(const std::vector<int>& first, const std::vector<int>& second) {
  RECRASH_FUNCTION(first, second);
  return dump_bytes_now("shared");
}

TEST(DumpReader, ChecksWhichObjectsAFramesValuesShare) {
  const std::vector<int> numbers{1, 2, 3};
  const std::string bytes = shared_bytes(numbers, numbers);
  const recrash::format::Dump dump = parse_dump(bytes.data(), bytes.size());
  const recrash::format::Frame& frame = dump.threads.at(0).frames.at(0);
  ASSERT_EQ(frame.values.size(), 2u);
  EXPECT_EQ(frame.values[1].same_object, frame.values[0].first_object);
  EXPECT_EQ(recrash::format::dump_file_bytes(dump), bytes);

  recrash::format::Dump later = dump;
  later.threads[0].frames[0].values[1].same_object = frame.values[1].first_object;
  const std::string forward = recrash::format::dump_file_bytes(later);
  try {
    parse_dump(forward.data(), forward.size());
    FAIL() << "a value that is an object no earlier value saved was read";
  } catch (const DumpError& e) {
    EXPECT_STREQ(e.what(), "thread 0 frame 0 value 1: it is object 1, which no earlier value saved");
  }
  recrash::format::Dump again = dump;
  again.threads[0].frames[0].values[1].payload = again.threads[0].frames[0].values[0].payload;
  const std::string twice = recrash::format::dump_file_bytes(again);
  EXPECT_THROW(parse_dump(twice.data(), twice.size()), DumpError);
}

/// A TextTail's payload: the end of value `value` of frame `frame`, from `skip`, after `before`.
/// The sample dump with its crashing thread's frames replaced by `frames` copies of a free
/// function's frame with `values` values that number no object.
recrash::format::Dump dump_of_frames(std::size_t frames, std::size_t values) {
  recrash::format::Dump dump = parse_dump(sample().data(), sample().size());
  std::vector<recrash::format::Frame>& thread = dump.threads.at(0).frames;
  EXPECT_FALSE(thread.empty());
  recrash::format::Frame frame = thread.at(0);
  frame.has_receiver = false;
  frame.values.resize(values);
  for (recrash::format::Value& value : frame.values) {
    value.first_object = 0;
    value.same_object = recrash::format::kNoObject;
  }
  thread.assign(frames, frame);
  return dump;
}

/// Checks that the reader refuses `dump` with value `value` of its first thread's frame 1 holding
/// `payload`, saying `why`.
void expect_refused(recrash::format::Dump dump, std::size_t value, std::string payload, const std::string& why) {
  dump.threads[0].frames[1].values[value].payload = std::move(payload);
  const std::string bytes = recrash::format::dump_file_bytes(dump);
  try {
    parse_dump(bytes.data(), bytes.size());
    ADD_FAILURE() << "read: " << why;
  } catch (const DumpError& e) {
    EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
  }
}

std::string text_tail(std::uint32_t frame, std::uint32_t value, std::uint64_t skip, const std::string& before) {
  std::string payload;
  const std::uint64_t length = before.size();
  payload.append(reinterpret_cast<const char*>(&frame), sizeof(frame));
  payload.append(reinterpret_cast<const char*>(&value), sizeof(value));
  payload.append(reinterpret_cast<const char*>(&skip), sizeof(skip));
  payload.append(reinterpret_cast<const char*>(&length), sizeof(length));
  return payload + before;
}

/// A String's or CString's payload: the characters' count, then the characters.
std::string counted(const std::string& text) {
  const std::uint64_t length = text.size();
  return std::string(reinterpret_cast<const char*>(&length), sizeof(length)) + text;
}

// An Oversized value holds nothing, or the name of the class of its object when that is derived
// from the value's type (a test may make one of those to stand in).
TEST(DumpReader, OversizedValuesMayNameTheClassOfTheirObject) {
  using recrash::format::ValueKind;
  recrash::format::Dump dump = dump_of_frames(2, 1);
  std::vector<recrash::format::Frame>& frames = dump.threads.at(0).frames;
  const std::string name = "N7archive5ShelfE";
  frames[0].values[0].kind = ValueKind::Oversized;
  frames[0].values[0].payload = counted(name);
  frames[1].values[0].kind = ValueKind::Oversized;
  frames[1].values[0].payload = std::string();
  const std::string bytes = recrash::format::dump_file_bytes(dump);
  const recrash::format::Dump read = parse_dump(bytes.data(), bytes.size());
  EXPECT_EQ(recrash::format::oversized_class(read.threads.at(0).frames.at(0).values.at(0)), name);
  EXPECT_EQ(recrash::format::oversized_class(read.threads.at(0).frames.at(1).values.at(0)), "");
  expect_refused(dump, 0, counted(name).substr(0, 14), "does not fit its kind");
}

// One input seen by a recursion's frames through their own char* is written once
// (ValueKind::TextTail): each frame's text is the end of an earlier one's, after characters of
// its own; text_of() gives it back, and the reader refuses a tail of a later value or one that
// starts past the end of its text.
TEST(DumpReader, TextTailsEndTheTextsWrittenBeforeThem) {
  using recrash::format::ValueKind;
  recrash::format::Dump dump = dump_of_frames(3, 1);
  std::vector<recrash::format::Frame>& frames = dump.threads.at(0).frames;
  const std::string hello = "hello world";
  frames[0].values[0].kind = ValueKind::CString;
  frames[0].values[0].payload = counted(hello);
  frames[1].values[0].kind = ValueKind::TextTail;
  frames[1].values[0].payload = text_tail(0, 0, 6, "");  // "world"
  frames[2].values[0].kind = ValueKind::TextTail;
  frames[2].values[0].payload = text_tail(1, 0, 2, ">> ");  // ">> " + "rld"
  const std::string bytes = recrash::format::dump_file_bytes(dump);
  const recrash::format::Dump read = parse_dump(bytes.data(), bytes.size());
  const std::vector<recrash::format::Frame>& got = read.threads.at(0).frames;
  EXPECT_EQ(recrash::format::text_of(got, 0, 0), hello);
  EXPECT_EQ(recrash::format::text_of(got, 1, 0), "world");
  EXPECT_EQ(recrash::format::text_of(got, 2, 0), ">> rld");

  const auto refused = [&](std::string payload, const std::string& why) {
    expect_refused(dump, 0, std::move(payload), why);
  };
  refused(text_tail(2, 0, 0, ""), "which is no text written before it");
  refused(text_tail(1, 0, 0, ""), "which is no text written before it");  // itself
  refused(text_tail(0, 0, 12, ""), "starts 12 characters into a text of 11");
  refused(text_tail(0, 0, 0, "x").substr(0, 20), "does not fit its kind");
}

// A recursion's frames that hold the same objects are written once (ValueKind::Repeated): the
// reader gives each the earlier frame's value, and refuses a repeat of a frame that is not
// earlier or of a value of another type.
std::string earlier_object(std::uint32_t frame, std::uint32_t object, std::uint8_t through_pointer) {
  std::string payload(reinterpret_cast<const char*>(&frame), sizeof(frame));
  payload.append(reinterpret_cast<const char*>(&object), sizeof(object));
  return payload + static_cast<char>(through_pointer);
}

TEST(DumpReader, EarlierObjectsAreObjectsAnEarlierFrameSaved) {
  using recrash::format::ValueKind;
  recrash::format::Dump dump = dump_of_frames(2, 2);
  std::vector<recrash::format::Frame>& frames = dump.threads.at(0).frames;
  for (recrash::format::Frame& frame : frames) {
    for (recrash::format::Value& value : frame.values) {
      value.kind = ValueKind::SignedInteger;
      value.payload = std::string(8, '\0');
    }
  }
  // Frame 0's second value saves objects 0 and 1 (a pointer's pointee and what it reaches).
  frames[0].values[1].kind = ValueKind::Pointer;
  frames[0].values[1].payload = std::string("some bytes");
  frames[1].values[1].kind = ValueKind::EarlierObject;
  frames[1].values[1].payload = earlier_object(0, 1, 1);
  const std::string bytes = recrash::format::dump_file_bytes(dump);
  const recrash::format::Dump read = parse_dump(bytes.data(), bytes.size());
  const recrash::format::EarlierObject earlier =
      recrash::format::earlier_object(read.threads.at(0).frames.at(1).values.at(1));
  EXPECT_EQ(earlier.frame, 0u);
  EXPECT_EQ(earlier.object, 1u);
  EXPECT_TRUE(earlier.through_pointer);

  const auto refused = [&](std::string payload, const std::string& why) {
    expect_refused(dump, 1, std::move(payload), why);
  };
  refused(earlier_object(1, 0, 0), "it is object 0 of frame 1, which no value of that frame saved");  // its own
  refused(earlier_object(5, 0, 0), "which no value of that frame saved");
  refused(earlier_object(0, 100000, 0), "which no value of that frame saved");
  refused(earlier_object(0, 1, 2), "does not fit its kind");
  refused(earlier_object(0, 1, 0).substr(0, 8), "does not fit its kind");
  frames[0].values[1].kind = ValueKind::SignedInteger;  // frame 0 saves no object
  frames[0].values[1].payload = std::string(8, '\0');
  refused(earlier_object(0, 0, 0), "which no value of that frame saved");
}

TEST(DumpReader, ResolvesValuesRepeatedFromAnEarlierFrame) {
  using recrash::format::ValueKind;
  recrash::format::Dump dump = parse_dump(sample().data(), sample().size());
  std::vector<recrash::format::Frame>& frames = dump.threads.at(0).frames;
  ASSERT_FALSE(frames.empty());
  frames.push_back(frames[0]);
  frames.push_back(frames[0]);
  const auto repeat = [](recrash::format::Frame& frame, std::uint32_t from) {
    for (recrash::format::Value& value : frame.values) {
      value.kind = ValueKind::Repeated;
      value.payload.assign(reinterpret_cast<const char*>(&from), sizeof(from));
      value.first_object = 0;
      value.same_object = recrash::format::kNoObject;
    }
  };
  const std::size_t last = frames.size() - 1;
  repeat(frames[last - 1], 0);
  repeat(frames[last], static_cast<std::uint32_t>(last - 1));  // a repeat of a repeat
  const std::string bytes = recrash::format::dump_file_bytes(dump);
  const recrash::format::Dump read = parse_dump(bytes.data(), bytes.size());
  const std::vector<recrash::format::Frame>& got = read.threads.at(0).frames;
  for (std::size_t f : {last - 1, last}) {
    ASSERT_EQ(got[f].values.size(), got[0].values.size());
    for (std::size_t v = 0; v < got[0].values.size(); ++v) {
      EXPECT_EQ(got[f].values[v].kind, got[0].values[v].kind);
      EXPECT_EQ(got[f].values[v].payload, got[0].values[v].payload);
      EXPECT_EQ(got[f].values[v].first_object, got[0].values[v].first_object);
      EXPECT_EQ(got[f].values[v].same_object, got[0].values[v].same_object);
    }
  }

  recrash::format::Dump forward = dump;
  repeat(forward.threads[0].frames[last - 1], static_cast<std::uint32_t>(last));
  const std::string later = recrash::format::dump_file_bytes(forward);
  try {
    parse_dump(later.data(), later.size());
    FAIL() << "a repeat of a later frame was read";
  } catch (const DumpError& e) {
    EXPECT_NE(std::string(e.what()).find("which no earlier frame has"), std::string::npos) << e.what();
  }
  recrash::format::Dump retyped = dump;
  retyped.threads[0].frames[last].values[0].type = "i";
  const std::string other = recrash::format::dump_file_bytes(retyped);
  EXPECT_THROW(parse_dump(other.data(), other.size()), DumpError);
}

// A NUL in the build manifest's path made recrash-gen walk the whole tree above it: the path the
// system calls saw ended there (issue 20, finding 4).
TEST(DumpReader, RefusesPathsThatHoldControlCharacters) {
  const recrash::format::Dump dump = parse_dump(sample().data(), sample().size());
  ASSERT_FALSE(dump.modules.empty());
  using Field = std::string& (*)(recrash::format::Dump&);
  const std::pair<Field, const char*> fields[] = {
      {[](recrash::format::Dump& d) -> std::string& { return d.modules.back().path; }, "module "},
      {[](recrash::format::Dump& d) -> std::string& { return d.threads[0].frames[0].function.build_manifest; },
       "thread 0 frame 0: its build manifest holds"},
      {[](recrash::format::Dump& d) -> std::string& { return d.threads[0].frames[0].function.header; },
       "thread 0 frame 0: its header holds"},
      {[](recrash::format::Dump& d) -> std::string& { return d.threads[0].frames[0].function.file; },
       "thread 0 frame 0: its file holds"},
  };
  for (const auto& [field, message] : fields) {
    for (const std::string& bad : {std::string("/\0/recrash-manifests/x.cmake", 28), std::string("a\x1b[2Jb"),
                                   std::string("a\nb"), std::string("a\x7f"),
                                   std::string("a\xc2\x9b"
                                               "b")}) {
      recrash::format::Dump hostile = dump;
      field(hostile) = bad;
      const std::string bytes = recrash::format::dump_file_bytes(hostile);
      try {
        parse_dump(bytes.data(), bytes.size());
        ADD_FAILURE() << message << " with a control character was read";
      } catch (const DumpError& e) {
        EXPECT_EQ(std::string(e.what()).rfind(message, 0), 0u) << e.what();
        EXPECT_NE(std::string(e.what()).find("holds a control character"), std::string::npos) << e.what();
      }
    }
  }
  recrash::format::Dump plain = dump;
  plain.threads[0].frames[0].function.file = "/home/zoë/src/a b/ünïcode.cpp";  // UTF-8 and spaces are fine
  const std::string bytes = recrash::format::dump_file_bytes(plain);
  EXPECT_NO_THROW(parse_dump(bytes.data(), bytes.size()));
}

TEST(DumpReader, ReportsAMissingFile) { EXPECT_THROW(recrash::format::read_dump("/nonexistent/x.bin"), DumpError); }

}  // namespace
