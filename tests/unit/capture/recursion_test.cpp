// SPDX-License-Identifier: MIT
// A recursive-descent reader: every frame of its recursion holds the same receiver, which views
// its whole input through a std::string_view. The dump saves that receiver once, for the innermost
// frame, and every frame's test loads it whole: the input it views and where it had got to.
#include "dump_fixture.hpp"

#include <recrash/format/dump.hpp>
#include <recrash/recrash.hpp>
#include <recrash/replay.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

namespace nest_test {

/// Counts how deep brackets nest, one call per level; writes a dump at the innermost one.
class Nesting {
 public:
  explicit Nesting(std::string_view text) : text_(text) {}
  Nesting() = default;

  /// Reads one '[' and what it holds; returns the path of the dump written at the innermost.
  std::string level() {
    RECRASH_METHOD();
    ++position_;
    if (position_ < text_.size() && text_[position_] == '[') return level();
    return recrash::write_dump("innermost level");
  }

  /// A level that also takes a limit by value: its frames hold a value of their own each.
  std::string limited(int limit) {
    RECRASH_METHOD(limit);
    ++position_;
    if (position_ < text_.size() && text_[position_] == '[') return limited(limit - 1);
    return recrash::write_dump("innermost limited level");
  }

  /// A level read by two functions in turn (a value, then a list, as parsers descend), the
  /// second with a counter of its own: no frame holds the values of the one before it.
  std::string value_level() {
    RECRASH_METHOD();
    ++position_;
    long lists = 0;
    return list_level(lists);
  }
  std::string list_level(long& lists) {
    RECRASH_METHOD(lists);
    ++lists;
    if (position_ < text_.size() && text_[position_] == '[') return value_level();
    return recrash::write_dump("innermost list");
  }

  std::string_view text() const { return text_; }
  std::size_t position() const { return position_; }

  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, text_);
    ::recrash::generated::field(recrash_archive, position_);
  }

 private:
  std::string_view text_;
  std::size_t position_ = 0;
};

/// A parser's recursion through a `char*` into its input (tinyxml2's XMLNode::ParseDeep): each
/// frame's pointer is one character further in; the outermost's holds it all.
std::string descend(const char* p) {
  RECRASH_FUNCTION(p);
  if (*p == '[') return descend(p + 1);
  return recrash::write_dump("innermost descent");
}

/// A call with a pointer to the start of a text and one into it.
std::string scan(const char* begin, const char* cursor) {
  RECRASH_FUNCTION(begin, cursor);
  return recrash::write_dump("scan");
}

/// What a recursion reports to (yaml-cpp's EventHandler, which its NodeBuilder is): the innermost
/// frame's receiver, and the argument of each frame of the recursion that reaches it.
class Collector {
 public:
  /// The words collected so far; writes a dump, as a crash there would.
  std::string finish() {
    RECRASH_METHOD();
    return recrash::write_dump("collector");
  }

  const std::string& words() const { return words_; }
  void add(char c) { words_ += c; }

  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, words_);
  }

 private:
  std::string words_;
};

/// One call per '[', each given the collector and a pointer to it (after the text: a first value
/// that is the receiver of the frame before, of the same type, repeats it).
std::string collect(const char* p, Collector& collector, Collector* also) {
  RECRASH_FUNCTION(p, collector, also);
  collector.add(*p);
  if (*p == '[') return collect(p + 1, collector, also);
  return collector.finish();
}

}  // namespace nest_test

namespace {

using recrash::format::ValueKind;

constexpr int kDepth = 40;

std::string nested_text() {
  // Long enough that saving it once per frame would show in the file's size.
  return std::string(kDepth, '[') + std::string(20000, 'x') + std::string(kDepth, ']');
}

std::uintmax_t file_size(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return static_cast<std::uintmax_t>(std::distance(std::istreambuf_iterator<char>(in), {}));
}

/// The innermost frames that are calls of Nesting, the recursion's (a test before may have left
/// frames of its own below them).
std::size_t recursion_frames(const std::vector<recrash::format::Frame>& frames) {
  std::size_t count = 0;
  while (count < frames.size() && frames[count].function.qualified_name.rfind("nest_test::Nesting::", 0) == 0) ++count;
  return count;
}

/// Records every call, each value by reference (the default).
void record_every_call() {
  recrash::Config config;
  config.dump_dir = recrash::testing::scratch_dump_dir();
  config.quiet = true;
  config.mode = recrash::Mode::Full;
  recrash::configure(config);
}

TEST(Recursion, FramesOfOneReceiverSaveItOnceAndEachLoadsItWhole) {
  record_every_call();
  const std::string text = nested_text();
  nest_test::Nesting nesting(text);
  const std::string path = nesting.level();
  ASSERT_FALSE(path.empty());
  // The receiver's 20,080 characters once, not once for each of the 40 frames.
  EXPECT_LT(file_size(path), 2 * text.size());

  const recrash::format::Dump dump = recrash::format::read_dump(path);
  const std::vector<recrash::format::Frame>& frames = recrash::format::crashing_frames(dump);
  ASSERT_EQ(recursion_frames(frames), static_cast<std::size_t>(kDepth));
  for (std::size_t f = 0; f < kDepth; ++f) {
    const recrash::format::Frame& frame = frames[f];
    ASSERT_EQ(frame.values.size(), 1u);
    EXPECT_EQ(frame.values[0].kind, ValueKind::Object);
    EXPECT_EQ(frame.values[0].payload, frames[0].values[0].payload);
  }

  const recrash::replay::Dump replayed(path);
  for (std::size_t f : {std::size_t{0}, std::size_t{kDepth / 2}, std::size_t{kDepth - 1}}) {
    SCOPED_TRACE("frame " + std::to_string(f));
    auto&& receiver = replayed.load<nest_test::Nesting>(f, 0);
    EXPECT_EQ(receiver.text(), text);
    EXPECT_NE(receiver.text().data(), text.data());                    // a copy of its own
    EXPECT_EQ(receiver.position(), static_cast<std::size_t>(kDepth));  // past the last '['
  }
  std::remove(path.c_str());
}

TEST(Recursion, AlternatingFramesOfOneReceiverSaveItOnce) {
  record_every_call();
  const std::string text = nested_text();
  nest_test::Nesting nesting(text);
  const std::string path = nesting.value_level();
  ASSERT_FALSE(path.empty());
  // Once (its 80 frames' names and types take some 25 KB more), not once for each frame (1.6 MB).
  EXPECT_LT(file_size(path), 3 * text.size());
  const recrash::replay::Dump replayed(path);
  const std::vector<recrash::format::Frame>& frames = recrash::format::crashing_frames(replayed.data());
  ASSERT_EQ(recursion_frames(frames), static_cast<std::size_t>(2 * kDepth));
  for (std::size_t f : {std::size_t{0}, std::size_t{1}, std::size_t{2 * kDepth - 1}}) {
    SCOPED_TRACE("frame " + std::to_string(f));
    EXPECT_EQ(frames[f].values.at(0).kind, ValueKind::Object);
    EXPECT_EQ(replayed.load<nest_test::Nesting>(f, 0).text(), text);
  }
  EXPECT_EQ(frames[0].values.at(1).kind, ValueKind::SignedInteger);  // the innermost list's counter
  std::remove(path.c_str());
}

// The frames of a recursion through a char* into one input write it once: the innermost frame's C
// string whole, each frame after it only the characters it has before (format::ValueKind::
// TextTail), and each frame's test gets its own text back.
TEST(Recursion, FramesOfOneInputThroughAPointerWriteItOnce) {
  record_every_call();
  const std::string text = nested_text();
  const std::string path = nest_test::descend(text.c_str());
  ASSERT_FALSE(path.empty());
  // Once (its 41 frames' names and types take some 20 KB more), not once for each frame (800 KB).
  EXPECT_LT(file_size(path), text.size() + 25000);
  const recrash::replay::Dump replayed(path);
  const std::vector<recrash::format::Frame>& frames = recrash::format::crashing_frames(replayed.data());
  ASSERT_GT(frames.size(), static_cast<std::size_t>(kDepth));
  EXPECT_EQ(frames[0].values.at(0).kind, ValueKind::CString);
  for (std::size_t f = 1; f <= kDepth; ++f) EXPECT_EQ(frames[f].values.at(0).kind, ValueKind::TextTail) << f;
  for (std::size_t f = 0; f <= kDepth; ++f) EXPECT_EQ(replayed.text(f, 0), text.substr(kDepth - f)) << f;
  EXPECT_STREQ(replayed.c_string(kDepth, 0), text.c_str());  // the entry's: the whole input
  std::remove(path.c_str());
}

// A pointer into a text written before it, in the same frame, is written as that text's end.
TEST(Recursion, APointerIntoATextWrittenBeforeIsItsEnd) {
  record_every_call();
  const std::string text = nested_text();
  const std::string path = nest_test::scan(text.c_str(), text.c_str() + 100);
  ASSERT_FALSE(path.empty());
  EXPECT_LT(file_size(path), 2 * text.size());
  const recrash::replay::Dump replayed(path);
  const std::vector<recrash::format::Frame>& frames = recrash::format::crashing_frames(replayed.data());
  EXPECT_EQ(frames.at(0).values.at(1).kind, ValueKind::TextTail);
  EXPECT_EQ(replayed.text(0, 0), text);
  EXPECT_EQ(replayed.text(0, 1), text.substr(100));
  std::remove(path.c_str());
}

// An object that an earlier frame saved whole (the innermost frame's receiver) is that object in
// the frames after it, references and pointers both (format::ValueKind::EarlierObject): saved
// once, and a test that loads that frame's value first gets it, one object again.
TEST(Recursion, AnObjectAnEarlierFrameSavedIsSavedOnce) {
  record_every_call();
  const std::string text = nested_text();
  nest_test::Collector collector;
  for (char c : text) collector.add(c);  // 20,080 characters, which each frame would save again
  const std::string path = nest_test::collect(text.c_str(), collector, &collector);
  ASSERT_FALSE(path.empty());
  // The words once and the text once (the 42 frames' names and types take some 28 KB more), not
  // the words once for each frame (840 KB).
  EXPECT_LT(file_size(path), 4 * text.size());

  const recrash::replay::Dump replayed(path);
  const std::vector<recrash::format::Frame>& frames = recrash::format::crashing_frames(replayed.data());
  ASSERT_GT(frames.size(), static_cast<std::size_t>(kDepth + 1));
  EXPECT_EQ(frames[0].values.at(0).kind, ValueKind::Object);  // Collector::finish's receiver
  for (std::size_t f = 1; f <= kDepth + 1; ++f) {
    SCOPED_TRACE("frame " + std::to_string(f));
    for (std::size_t v : {1, 2}) {
      ASSERT_EQ(frames[f].values.at(v).kind, ValueKind::EarlierObject);
      const recrash::format::EarlierObject earlier = recrash::format::earlier_object(frames[f].values[v]);
      EXPECT_EQ(earlier.frame, 0u);
      EXPECT_EQ(earlier.object, 0u);
      EXPECT_EQ(earlier.through_pointer, v == 2);
    }
  }
  // Before frame 0's receiver is loaded, a test is told to load it.
  try {
    replayed.load<nest_test::Collector>(kDepth, 1);
    ADD_FAILURE() << "loaded an object of frame 0 before frame 0's value";
  } catch (const recrash::format::DumpError& e) {
    EXPECT_NE(std::string(e.what()).find("saves: load value 0 of frame 0 first"), std::string::npos) << e.what();
  }
  auto&& receiver = replayed.load<nest_test::Collector>(0, 0);
  EXPECT_EQ(receiver.words(), text + text.substr(0, kDepth + 1));
  EXPECT_EQ(&replayed.load<nest_test::Collector>(kDepth, 1), &receiver);
  EXPECT_EQ(&replayed.load<nest_test::Collector>(kDepth, 2), &receiver);  // what the pointer points to
  std::remove(path.c_str());
}

TEST(Recursion, FramesWithAValueOfTheirOwnAreWrittenWhole) {
  record_every_call();
  const std::string text = nested_text();
  nest_test::Nesting nesting(text);
  const std::string path = nesting.limited(100);
  ASSERT_FALSE(path.empty());
  const recrash::replay::Dump replayed(path);
  const std::vector<recrash::format::Frame>& frames = recrash::format::crashing_frames(replayed.data());
  ASSERT_EQ(recursion_frames(frames), static_cast<std::size_t>(kDepth));
  const auto limit_of = [&](std::size_t frame) {
    const recrash::format::Value& limit = frames[frame].values.at(1);
    EXPECT_EQ(limit.kind, ValueKind::SignedInteger);
    std::int64_t value = 0;
    std::memcpy(&value, limit.payload.data(), std::min(sizeof(value), limit.payload.size()));
    return value;
  };
  EXPECT_EQ(limit_of(0), 100 - (kDepth - 1));
  EXPECT_EQ(limit_of(kDepth - 1), 100);
  EXPECT_EQ(replayed.load<nest_test::Nesting>(kDepth - 1, 0).text(), text);
  std::remove(path.c_str());
}

}  // namespace
