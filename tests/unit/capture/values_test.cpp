// SPDX-License-Identifier: MIT
// What a hook records of each kind of value, under each copy strategy.
#include "dump_fixture.hpp"

#include <recrash/recrash.hpp>

#include <gtest/gtest.h>
#include <pthread.h>
#include <sys/mman.h>

#include <cstring>
#include <istream>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <queue>
#include <sstream>
#include <stack>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

using recrash::format::Dump;
using recrash::format::Strategy;
using recrash::format::Value;
using recrash::format::ValueKind;
using recrash::testing::dump_here;

const Value& value_of(const Dump& dump, std::size_t frame, std::size_t value) {
  return recrash::format::crashing_frames(dump).at(frame).values.at(value);
}

class Strategies : public ::testing::Test {
 protected:
  void use(recrash::CopyStrategy strategy) {
    recrash::Config config;
    config.receiver_strategy = config.argument_strategy = strategy;
    recrash::configure(config);
  }
  void TearDown() override { use(recrash::CopyStrategy::Reference); }
};

std::vector<int> load_numbers(const Value& value) {
  std::vector<int> loaded;
  recrash::InputArchive archive(value.payload.data(), value.payload.size());
  archive(loaded);
  return loaded;
}

Dump mutate_then_dump(std::vector<int>& numbers) {
  RECRASH_FUNCTION(numbers);
  numbers.push_back(99);
  return dump_here();
}

TEST_F(Strategies, ReferenceRecordsTheStateAtTheDump) {
  use(recrash::CopyStrategy::Reference);
  std::vector<int> numbers = {1, 2};
  const Dump dump = mutate_then_dump(numbers);
  const Value& v = value_of(dump, 0, 0);
  EXPECT_EQ(v.kind, ValueKind::Object);
  EXPECT_EQ(v.strategy, Strategy::Reference);
  EXPECT_EQ(load_numbers(v), (std::vector<int>{1, 2, 99}));
}

TEST_F(Strategies, CopyRecordsTheStateAtEntry) {
  use(recrash::CopyStrategy::Copy);
  std::vector<int> numbers = {1, 2};
  const Dump dump = mutate_then_dump(numbers);
  const Value& v = value_of(dump, 0, 0);
  EXPECT_EQ(v.strategy, Strategy::Copy);
  EXPECT_EQ(load_numbers(v), (std::vector<int>{1, 2}));
}

Dump mixed(std::string& copied, std::string& referenced) {
  RECRASH_FUNCTION(recrash::by_copy(copied), recrash::by_reference(referenced));
  copied += "!";
  referenced += "!";
  return dump_here();
}

TEST_F(Strategies, PerArgumentChoiceOverridesTheGlobalOne) {
  use(recrash::CopyStrategy::Reference);
  std::string a = "a";
  std::string b = "b";
  const Dump dump = mixed(a, b);
  EXPECT_EQ(value_of(dump, 0, 0).rendering, "\"a\"");
  EXPECT_EQ(value_of(dump, 0, 1).rendering, "\"b!\"");
  const auto& frame = recrash::format::crashing_frames(dump).at(0);
  EXPECT_EQ(frame.function.parameters, "recrash::by_copy(copied), recrash::by_reference(referenced)");
}

/// A scalar and a small trivially copyable struct the call changes: the hook copies them itself
/// (recrash::by_copy, as recrash-instrument writes it for a parser's cursor), whatever the
/// configured strategy.
struct Cursor {
  int line;
  int column;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(line, column);
  }
};

Dump advance(const char* text, Cursor cursor, long count) {
  RECRASH_FUNCTION(recrash::by_copy(text), recrash::by_copy(cursor), count);
  text += 2;
  cursor.column += 2;
  count -= 2;
  return dump_here();
}

// A hook's storage holds its slots, and room for copies only where its values may need some: a
// deep recursion's frames each have one on the stack.
namespace storage_of {
using recrash::detail::ArgRef;
using recrash::detail::FrameStorage;
using recrash::detail::NoReceiver;
using recrash::detail::SlotPlan;
using recrash::detail::ValueSlot;
constexpr std::int8_t kByCopy = static_cast<std::int8_t>(recrash::CopyStrategy::Copy);
static_assert(sizeof(FrameStorage<SlotPlan<NoReceiver, ArgRef<int, false>, ArgRef<Cursor, false>>>) ==
              2 * sizeof(ValueSlot));
static_assert(sizeof(FrameStorage<SlotPlan<NoReceiver, ArgRef<int, true, kByCopy>>>) >=
              sizeof(ValueSlot) + sizeof(recrash::detail::HeldCopy));
static_assert(sizeof(FrameStorage<SlotPlan<NoReceiver, ArgRef<std::string, true>>>) >=
              sizeof(ValueSlot) + sizeof(std::string));
}  // namespace storage_of

TEST_F(Strategies, AScalarTheCallChangesIsRecordedAsItCameUnderEitherStrategy) {
  static_assert(recrash::detail::held_in_hook<decltype(recrash::by_copy(std::declval<const char*&>()))>());
  static_assert(recrash::detail::held_in_hook<decltype(recrash::by_copy(std::declval<Cursor&>()))>());
  static_assert(!recrash::detail::held_in_hook<decltype(recrash::by_copy(std::declval<std::string&>()))>());
  for (const recrash::CopyStrategy strategy : {recrash::CopyStrategy::Reference, recrash::CopyStrategy::Copy}) {
    use(strategy);
    const Dump dump = advance("abcd", Cursor{3, 1}, 9);
    EXPECT_EQ(value_of(dump, 0, 0).strategy, Strategy::Copy);
    EXPECT_EQ(value_of(dump, 0, 0).rendering, "\"abcd\"");
    EXPECT_EQ(value_of(dump, 0, 1).strategy, Strategy::Copy);
    recrash::InputArchive archive(value_of(dump, 0, 1).payload.data(), value_of(dump, 0, 1).payload.size());
    Cursor loaded{};
    archive(loaded);
    EXPECT_EQ(loaded.line, 3);
    EXPECT_EQ(loaded.column, 1);
    // Not asked for: as the strategy says.
    const bool copied = strategy == recrash::CopyStrategy::Copy;
    EXPECT_EQ(value_of(dump, 0, 2).strategy, copied ? Strategy::Copy : Strategy::Reference);
    EXPECT_EQ(value_of(dump, 0, 2).rendering, copied ? "9" : "7");
  }
}

/// A value whose copy constructor throws once asked to: the program's behaviour is kept (the
/// hook swallows nothing the call would see) and the value is kept by address.
struct Fussy {
  static inline bool refuse = false;
  int n = 0;
  Fussy() = default;
  Fussy(const Fussy& other) : n(other.n) {
    if (refuse) throw std::runtime_error("no copies");
  }
  Fussy& operator=(const Fussy&) = default;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(n);
  }
};

Dump change_fussy(Fussy& fussy, int by) {
  RECRASH_FUNCTION(fussy, by);
  fussy.n += by;
  return dump_here();
}

TEST_F(Strategies, AValueWhoseCopyThrowsIsKeptByAddressAndSavedAtEntry) {
  use(recrash::CopyStrategy::Copy);
  Fussy fussy;
  fussy.n = 1;
  Fussy::refuse = true;
  const Dump dump = change_fussy(fussy, 2);
  Fussy::refuse = false;
  EXPECT_EQ(fussy.n, 3);  // the call ran as written
  const Value& v = value_of(dump, 0, 0);
  EXPECT_TRUE(v.copy_fell_back);
  int saved = 0;
  recrash::InputArchive archive(v.payload.data(), v.payload.size());
  archive(saved);
  EXPECT_EQ(saved, 1);  // the frame was serialized at entry instead
  EXPECT_EQ(value_of(dump, 0, 1).rendering, "2");
}

/// Over-aligned values side by side: each copy gets its alignment in the hook's buffer.
struct alignas(64) Wide {
  char tag = 0;
  double lane[3] = {0, 0, 0};
  template <class Archive>
  void serialize(Archive& archive) {
    archive(tag, lane[0], lane[1], lane[2]);
  }
};

Dump change_wide(char c, Wide& first, std::string& text, Wide& second) {
  RECRASH_FUNCTION(c, first, text, second);
  first.tag = second.tag = 'x';
  text += "!";
  return dump_here();
}

TEST_F(Strategies, OverAlignedCopiesKeepTheirAlignmentAndTheirState) {
  use(recrash::CopyStrategy::Copy);
  Wide first;
  first.tag = 'a';
  first.lane[2] = 2.5;
  Wide second;
  second.tag = 'b';
  std::string text = "t";
  const Dump dump = change_wide('c', first, text, second);
  for (std::size_t i : {1U, 3U}) {
    const Value& v = value_of(dump, 0, i);
    EXPECT_EQ(v.strategy, Strategy::Copy) << i;
    Wide loaded;
    recrash::InputArchive archive(v.payload.data(), v.payload.size());
    archive(loaded);
    EXPECT_EQ(loaded.tag, i == 1 ? 'a' : 'b');  // the state at entry
    if (i == 1) {
      EXPECT_EQ(loaded.lane[2], 2.5);
    }
  }
  EXPECT_EQ(value_of(dump, 0, 2).rendering, "\"t\"");
}

Dump with_mutex(std::mutex& m, int after) {
  RECRASH_FUNCTION(m, after);
  return dump_here();
}

TEST_F(Strategies, UncopyableUnserializableTypesAreRecordedAsSuch) {
  use(recrash::CopyStrategy::Copy);
  std::mutex m;
  const Dump dump = with_mutex(m, 5);
  EXPECT_EQ(value_of(dump, 0, 0).kind, ValueKind::Unavailable);
  EXPECT_TRUE(value_of(dump, 0, 0).copy_fell_back);
  EXPECT_EQ(value_of(dump, 0, 1).kind, ValueKind::SignedInteger);
}

struct Point {
  int x = 0;
  int y = 0;
  template <class Archive>
  void serialize(Archive& archive) {
    archive(x, y);
  }
};

enum class Color { Red = 3, Blue = 7 };

Dump scalars(bool b, char c, unsigned long u, double d, Color color, const char* text, const Point* null_point,
             const Point* point) {
  RECRASH_FUNCTION(b, c, u, d, color, text, null_point, point);
  return dump_here();
}

TEST(Values, ScalarsPointersAndEnumsHaveTheirOwnKinds) {
  Point p{4, 5};
  const Dump dump = scalars(true, 'q', 42u, 2.5, Color::Blue, "hi", nullptr, &p);
  const ValueKind expected[] = {ValueKind::Bool, ValueKind::Character, ValueKind::UnsignedInteger, ValueKind::Floating,
                                ValueKind::Enum, ValueKind::CString,   ValueKind::NullPointer,     ValueKind::Pointer};
  for (std::size_t i = 0; i < std::size(expected); ++i) {
    EXPECT_EQ(value_of(dump, 0, i).kind, expected[i]) << "value " << i;
  }
  EXPECT_EQ(value_of(dump, 0, 3).rendering, "2.5");
  EXPECT_EQ(value_of(dump, 0, 4).rendering, "7");
  EXPECT_EQ(value_of(dump, 0, 5).rendering, "\"hi\"");
  EXPECT_EQ(value_of(dump, 0, 6).rendering, "nullptr");
  Point loaded;
  const Value& v = value_of(dump, 0, 7);
  recrash::InputArchive archive(v.payload.data(), v.payload.size());
  archive(loaded);
  EXPECT_EQ(loaded.x, 4);
  EXPECT_EQ(loaded.y, 5);
}

// An out-parameter that a parser advances: the point its pointer points to is saved, as for a
// pointer to it; a pointer that points to a null pointer is not.
Dump advance(const Point** next, const Point** none) {
  RECRASH_FUNCTION(next, none);
  return dump_here();
}

TEST(Values, APointerToAPointerSavesTheObjectAtItsEnd) {
  const Point p{6, 7};
  const Point* at = &p;
  const Point* nowhere = nullptr;
  const Dump dump = advance(&at, &nowhere);
  const Value& v = value_of(dump, 0, 0);
  ASSERT_EQ(v.kind, ValueKind::Pointer);
  Point loaded;
  recrash::InputArchive archive(v.payload.data(), v.payload.size());
  archive(loaded);
  EXPECT_EQ(loaded.x, 6);
  EXPECT_EQ(loaded.y, 7);
  EXPECT_EQ(value_of(dump, 0, 1).kind, ValueKind::Unavailable);
}

// A cursor into a C string that a parser advances in place (`const char** rest`): the text it
// points to, as for the `const char*` itself; one that points to a null pointer is not saved.
Dump skip(const char** rest, char** none) {
  RECRASH_FUNCTION(rest, none);
  return dump_here();
}

TEST(Values, APointerToACStringPointerSavesTheText) {
  const char* rest = "blue:0;green:2";
  char* nowhere = nullptr;
  const Dump dump = skip(&rest, &nowhere);
  const Value& v = value_of(dump, 0, 0);
  ASSERT_EQ(v.kind, ValueKind::CString);
  EXPECT_EQ(v.type, typeid(const char**).name());
  std::string text;
  recrash::InputArchive archive(v.payload.data(), v.payload.size());
  archive(text);
  EXPECT_EQ(text, "blue:0;green:2");
  EXPECT_EQ(value_of(dump, 0, 1).kind, ValueKind::Unavailable);
}

Dump decode(const unsigned char* data, std::size_t size, const void* raw, unsigned long raw_bytes) {
  RECRASH_FUNCTION(data, size, raw, raw_bytes);
  return dump_here();
}
Dump repeat(const char* word, int times, const char* chunk, int length) {
  RECRASH_FUNCTION(word, times, chunk, length);
  return dump_here();
}

std::string text_of(const Value& value) {
  std::string text;
  recrash::InputArchive archive(value.payload.data(), value.payload.size());
  archive(text);
  return text;
}

// A pointer to bytes followed by a parameter that names their length: that many bytes, NULs and
// all (a parser's input), whatever the pointer's type.
TEST(Values, BytesCountedByTheNextParameterAreSavedWhole) {
  const unsigned char data[] = {'R', 'I', 0, 0, 'F', 'F', 0xff};
  const char raw[] = "ab\0cd";
  const Dump dump = decode(data, sizeof(data), raw, 4);
  const Value& bytes = value_of(dump, 0, 0);
  ASSERT_EQ(bytes.kind, ValueKind::CString);
  EXPECT_EQ(bytes.type, typeid(const unsigned char*).name());
  EXPECT_EQ(text_of(bytes), std::string(reinterpret_cast<const char*>(data), sizeof(data)));
  EXPECT_EQ(value_of(dump, 0, 1).kind, ValueKind::UnsignedInteger);
  ASSERT_EQ(value_of(dump, 0, 2).kind, ValueKind::CString);
  EXPECT_EQ(text_of(value_of(dump, 0, 2)), std::string("ab\0c", 4));
}

// A C string followed by an integer that is not a length stays a C string; one followed by a
// length is that many characters, or more when none of them ends the string.
TEST(Values, ACStringFollowedByALengthIsThatManyCharacters) {
  const char chunk[] = "xy\0z";
  const Dump dump = repeat("echo", 3, chunk, 4);
  EXPECT_EQ(text_of(value_of(dump, 0, 0)), "echo");
  EXPECT_EQ(text_of(value_of(dump, 0, 2)), std::string("xy\0z", 4));
  const Dump counted = repeat("echo", 3, "echo", 2);  // a "length" that counts something else
  EXPECT_EQ(text_of(value_of(counted, 0, 2)), "echo");
}

Dump field_at(const char* data, std::size_t size, const char* from, const unsigned char* raw, std::size_t raw_size,
              const char* in_raw) {
  RECRASH_FUNCTION(data, size, from, raw, raw_size, in_raw);
  return dump_here();
}

// A pointer into bytes a count gave an earlier value (a parser's input and its cursor) is saved as
// the end of those bytes, so that a test points it into its copy of them, up to their last NUL:
// past it, the program's characters run on where a copy's do not.
TEST(Values, APointerIntoCountedBytesIsTheirEnd) {
  const char record[] = "ab;cd;";
  const unsigned char raw[] = {'x', 0, 'y', 'z'};
  const Dump dump = field_at(record, 6, record + 6, raw, sizeof(raw), reinterpret_cast<const char*>(raw) + 1);
  ASSERT_EQ(value_of(dump, 0, 0).kind, ValueKind::CString);
  const Value& from = value_of(dump, 0, 2);
  ASSERT_EQ(from.kind, ValueKind::TextTail);
  const recrash::format::TextTail tail = recrash::format::text_tail(from);
  EXPECT_EQ(tail.frame, 0U);
  EXPECT_EQ(tail.value, 0U);
  EXPECT_EQ(tail.skip, 6U);
  EXPECT_TRUE(tail.before.empty());
  const Value& in_raw = value_of(dump, 0, 5);
  ASSERT_EQ(in_raw.kind, ValueKind::TextTail);
  EXPECT_EQ(recrash::format::text_tail(in_raw).value, 3U);
  EXPECT_EQ(recrash::format::text_tail(in_raw).skip, 1U);
  // Past the last NUL of bytes that no NUL ends, a pointer is its own text.
  const unsigned char unended[] = {'x', 0, 'y', 'z', 'w', 0};
  const Dump past = field_at(record, 6, record, unended, 4, reinterpret_cast<const char*>(unended) + 2);
  EXPECT_EQ(value_of(past, 0, 2).kind, ValueKind::TextTail);
  ASSERT_EQ(value_of(past, 0, 5).kind, ValueKind::CString);
  EXPECT_EQ(text_of(value_of(past, 0, 5)), "yzw");
}

template <class... Parts>
Dump parts_of(const Parts&... parts) {
  RECRASH_FUNCTION(parts...);
  return dump_here();
}

// A string literal a pack takes by reference is a char[N]: its text, up to the first NUL.
TEST(Values, CharArraysAreTheirText) {
  char buffer[8] = "ab";
  const Dump dump = parts_of("name", buffer);
  EXPECT_EQ(value_of(dump, 0, 0).kind, ValueKind::CString);
  EXPECT_EQ(value_of(dump, 0, 0).type, typeid(char[5]).name());
  EXPECT_EQ(value_of(dump, 0, 0).rendering, "\"name\"");
  EXPECT_EQ(value_of(dump, 0, 1).rendering, "\"ab\"");
  const Value& v = value_of(dump, 0, 1);
  recrash::InputArchive archive(v.payload.data(), v.payload.size());
  std::string text;
  archive(text);
  EXPECT_EQ(text, "ab");
}

std::string texts(char* document, const std::string& name, std::string_view tail, int count) {
  RECRASH_FUNCTION(document, name, tail, count);
  return recrash::write_dump("texts");
}

// What a test passes for a text too long to write as a literal: its characters, from the dump, in
// an array that the call may write to (a parser's char* buffer) and that holds NULs a string held.
TEST(Values, TextsAreLoadedAsTheirCharacters) {
  std::string document(3000, '<');
  const std::string name("a\0b", 3);
  const recrash::replay::Dump dump =
      recrash::testing::dump_written_by([&] { return texts(document.data(), name, "tail", 1); });
  char* loaded = dump.c_string(0, 0);
  EXPECT_EQ(std::string(loaded), document);
  EXPECT_NE(loaded, document.data());
  loaded[0] = '>';  // its own
  EXPECT_EQ(dump.text(0, 1), name);
  EXPECT_EQ(dump.text(0, 2), "tail");
  EXPECT_THROW(dump.text(0, 3), recrash::format::DumpError);  // an int
  EXPECT_THROW(dump.text(0, 4), recrash::format::DumpError);  // no such value
}

// cereal loads a map's keys into a key_type it makes: const keys (TagLib's maps) cannot be loaded,
// so such a map is not taken for serializable (a hook records it as unavailable; a generated
// serializer leaves it out on both sides).
static_assert(!recrash::is_serializable_v<std::map<const std::string, int>>);
static_assert(recrash::is_serializable_v<std::map<std::string, int>>);
static_assert(!recrash::is_serializable_v<std::vector<std::map<const std::string, int>>>);

std::string streams(std::istream& in, std::stringstream& both, std::ostream& out) {
  RECRASH_FUNCTION(in, both, out);
  return recrash::write_dump("streams");
}

// A stream is saved as what it had left to read (and its state), and loads reading that from a
// buffer of its own; an output stream loads writing into a sink.
TEST(Values, StreamsLoadWhatTheyHadLeftToRead) {
  std::istringstream in("skipped, then the rest");
  std::string word;
  in >> word;
  std::stringstream both("abc");
  both.get();
  std::ostringstream out;
  out << "written";
  const recrash::replay::Dump dump = recrash::testing::dump_written_by([&] { return streams(in, both, out); });
  std::istream& loaded = dump.load<std::istream>(0, 0);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(loaded), {}), " then the rest");
  std::stringstream& loaded_both = dump.load<std::stringstream>(0, 1);
  EXPECT_EQ(loaded_both.get(), 'b');
  std::ostream& loaded_out = dump.load<std::ostream>(0, 2);
  loaded_out << "into the sink";
  EXPECT_TRUE(loaded_out.good());
  EXPECT_EQ(in.tellg(), 8);  // the program's own streams are as they were

  in.setstate(std::ios::eofbit);
  const recrash::replay::Dump at_end = recrash::testing::dump_written_by([&] { return streams(in, both, out); });
  EXPECT_TRUE(at_end.load<std::istream>(0, 0).eof());
}

Dump dangling(const Point* gone, int kept) {
  RECRASH_FUNCTION(gone, kept);
  return dump_here();
}

TEST(Values, ADanglingPointerCostsOnlyItsOwnValue) {
  const long page = sysconf(_SC_PAGESIZE);
  // A page nobody may read, kept reserved so no allocation can land there meanwhile.
  void* memory = mmap(nullptr, static_cast<std::size_t>(page), PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(memory, MAP_FAILED);
  const Dump dump = dangling(static_cast<const Point*>(memory), 11);
  munmap(memory, static_cast<std::size_t>(page));
  EXPECT_EQ(value_of(dump, 0, 0).kind, ValueKind::Unreadable);
  EXPECT_TRUE(value_of(dump, 0, 0).payload.empty());
  EXPECT_EQ(value_of(dump, 0, 1).rendering, "11");
}

// A class whose members may hold garbage: entries of an array its count says are unused
// (Box2D's b2StackAllocator), members never set. A pointer into memory that cannot be read loads
// as null, a boolean that is neither 0 nor 1 as true, and the rest as it was.
struct EntryTable {
  const Point* entries[2] = {};
  const char* labels[2] = {};
  int used = 0;
  int* counts = nullptr;  // an array of `counted` elements
  int counted = 0;
  bool in_use = false;                          // a byte never set may hold anything
  enum Kind { Static, Dynamic } kind = Static;  // unscoped: converts to bool, yet saves as itself

  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, entries);
    ::recrash::generated::field(recrash_archive, labels);
    ::recrash::generated::field(recrash_archive, used);
    ::recrash::generated::elements(recrash_archive, counts, counted);
    ::recrash::generated::field(recrash_archive, counted);
    ::recrash::generated::field(recrash_archive, in_use);
    ::recrash::generated::field(recrash_archive, kind);
  }
};

std::string table_at(const EntryTable& table) {
  RECRASH_FUNCTION(table);
  return recrash::write_dump("table");
}

TEST(Values, GarbageInPointersAndBooleansCostsNothingElse) {
  const long page = sysconf(_SC_PAGESIZE);
  void* memory = mmap(nullptr, static_cast<std::size_t>(page), PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(memory, MAP_FAILED);
  const Point first{1, 2};
  EntryTable table;
  table.entries[0] = &first;
  table.entries[1] = static_cast<const Point*>(memory);  // garbage, as an unused entry holds
  table.labels[0] = "first";
  table.labels[1] = static_cast<const char*>(memory);
  table.used = 1;
  table.counts = static_cast<int*>(memory);  // and an array as garbage as its count
  table.counted = 1000;
  std::memset(&table.in_use, 64, 1);
  table.kind = EntryTable::Dynamic;
  const recrash::replay::Dump dump = recrash::testing::dump_written_by([&] { return table_at(table); });
  munmap(memory, static_cast<std::size_t>(page));
  const EntryTable& loaded = dump.load<EntryTable>(0, 0);
  ASSERT_NE(loaded.entries[0], nullptr);
  EXPECT_EQ(loaded.entries[0]->y, 2);
  EXPECT_EQ(loaded.entries[1], nullptr);
  EXPECT_STREQ(loaded.labels[0], "first");
  EXPECT_EQ(loaded.labels[1], nullptr);
  EXPECT_EQ(loaded.used, 1);
  EXPECT_EQ(loaded.counts, nullptr);
  EXPECT_EQ(loaded.counted, 1000);
  EXPECT_TRUE(loaded.in_use);
  EXPECT_EQ(loaded.kind, EntryTable::Dynamic);
}

TEST(Values, ACStringThatRunsIntoMemoryThatCannotBeReadEndsThere) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  void* memory = mmap(nullptr, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(memory, MAP_FAILED);
  char* text = static_cast<char*>(memory);
  std::memset(text, 'x', page);  // no NUL before the page that cannot be read
  ASSERT_EQ(mprotect(text + page, page, PROT_NONE), 0);
  EXPECT_EQ(recrash::detail::bounded_strlen(text + page - 3, 100), 3U);
  EXPECT_FALSE(recrash::detail::readable_memory(text + page - 1, 2));
  EXPECT_TRUE(recrash::detail::readable_memory(text, page));
  EXPECT_FALSE(recrash::detail::readable_memory(nullptr, 1));
  munmap(memory, 2 * page);
}

using recrash::format::FunctionKind;
std::vector<FunctionKind> g_kinds;  // the kind of each hooked call, as its hook described it

void note_kind() {
  const auto& stack = recrash::detail::tls_shadow_stack;
  g_kinds.push_back(recrash::detail::record_at(stack, stack.depth - 1)->function->kind);
}

class Widget {
 public:
  int area() const {
    RECRASH_METHOD();
    note_kind();
    return width_ * height_;
  }
  static Widget make(int w) {
    RECRASH_STATIC_METHOD(w);
    note_kind();
    return Widget(w, w);
  }
  Widget(int w, int h) : width_(w), height_(h) {
    RECRASH_CONSTRUCTOR(w, h);
    note_kind();
  }
  Widget() = default;
  Dump dump() {
    RECRASH_METHOD();
    return dump_here();
  }

  template <class Archive>
  void serialize(Archive& archive) {
    archive(width_, height_);
  }

 private:
  int width_ = 0;
  int height_ = 0;
};

TEST(Values, MethodHooksRecordTheirKindAndReceiver) {
  g_kinds.clear();
  Widget w = Widget::make(3);
  EXPECT_EQ(w.area(), 9);
  EXPECT_EQ(g_kinds,
            (std::vector<FunctionKind>{FunctionKind::Static, FunctionKind::Constructor, FunctionKind::ConstMember}));
  const Dump dump = w.dump();
  const auto& frame = recrash::format::crashing_frames(dump).at(0);
  EXPECT_EQ(frame.function.kind, recrash::format::FunctionKind::Member);
  EXPECT_TRUE(frame.has_receiver);
  // g++ says "{anonymous}::", clang "(anonymous namespace)::".
  const std::string& name = frame.function.qualified_name;
  ASSERT_GT(name.size(), 14u);
  EXPECT_EQ(name.substr(name.size() - 14), "::Widget::dump");
  ASSERT_EQ(frame.values.size(), 1u);
  EXPECT_EQ(frame.values[0].kind, ValueKind::Object);
}

}  // namespace

namespace {

int& larger(int& a, int& b, Dump& out) {
  RECRASH_FUNCTION(a, b);
  out = dump_here();
  return a > b ? a : b;
}

}  // namespace

// clang's __PRETTY_FUNCTION__ is "int &(anonymous namespace)::larger(...)": the name has no '&'.
TEST(Values, NameOfAFunctionReturningAReferenceIsItsOwn) {
  int a = 2;
  int b = 5;
  Dump dump;
  EXPECT_EQ(&larger(a, b, dump), &b);
  const std::string& name = recrash::format::crashing_frames(dump).at(0).function.qualified_name;
  ASSERT_GE(name.size(), 8u);
  EXPECT_EQ(name.substr(name.size() - 8), "::larger");
  EXPECT_NE(name.front(), '&');
}

namespace {

Dump containers(const std::vector<int>& numbers, const std::map<std::string, int>& table,
                const std::vector<std::mutex*>& opaque) {
  RECRASH_FUNCTION(numbers, table, opaque);
  return dump_here();
}

TEST(Values, RendersContainersOfPrintableElements) {
  std::vector<int> many(20, 7);
  const Dump dump = containers({1, 2, 3}, {{"a", 1}, {"b", 2}}, {});
  EXPECT_EQ(value_of(dump, 0, 0).rendering, "[1, 2, 3]");
  EXPECT_EQ(value_of(dump, 0, 1).rendering, "[a: 1, b: 2]");
  EXPECT_EQ(value_of(dump, 0, 2).kind, ValueKind::Unavailable);  // cereal cannot save raw pointers
  EXPECT_EQ(value_of(containers(many, {}, {}), 0, 0).rendering, "[7, 7, 7, 7, 7, 7, 7, 7, ...]");
}

// A range of itself, as a YAML or JSON document is (a node iterates over nodes); not streamable.
struct Tree {
  std::vector<Tree> children;
  std::vector<Tree>::const_iterator begin() const { return children.begin(); }
  std::vector<Tree>::const_iterator end() const { return children.end(); }
};

Dump walk(const Tree& tree, const std::vector<Tree>& forest) {
  RECRASH_FUNCTION(tree, forest);
  return dump_here();
}

// Looking into the elements of a range that holds itself must end (it did not compile: "call has
// circular dependency"); such a value has no rendering.
TEST(Values, ARangeOfItselfIsNotRendered) {
  Tree tree;
  tree.children.resize(2);
  const Dump dump = walk(tree, {tree});
  EXPECT_EQ(value_of(dump, 0, 0).kind, ValueKind::Unavailable);
  EXPECT_EQ(value_of(dump, 0, 0).rendering, "");
  EXPECT_EQ(value_of(dump, 0, 1).rendering, "");
}

template <class Element>
class LazyIterator;  // only declared: Bag's begin() and end() are never called

struct Bag {
  LazyIterator<int> begin() const;
  LazyIterator<int> end() const;
};

Dump carry(const Bag& bag, int count) {
  RECRASH_FUNCTION(bag, count);
  return dump_here();
}

// A range whose iterator is incomplete where the hook is cannot be looked into (it did not
// compile: "invalid use of incomplete type").
TEST(Values, ARangeWithAnIncompleteIteratorIsNotRendered) {
  const Dump dump = carry(Bag{}, 3);
  EXPECT_EQ(value_of(dump, 0, 0).kind, ValueKind::Unavailable);
  EXPECT_EQ(value_of(dump, 0, 0).rendering, "");
  EXPECT_EQ(value_of(dump, 0, 1).rendering, "3");
}

Dump partly(std::string& skipped, int kept) {
  RECRASH_FUNCTION(recrash::not_recorded(skipped), kept);
  return dump_here();
}

// recrash-instrument wraps a parameter whose class is only declared where the hook is.
TEST_F(Strategies, NotRecordedArgumentsAreUnavailableUnderEveryStrategy) {
  for (auto strategy : {recrash::CopyStrategy::Reference, recrash::CopyStrategy::Copy}) {
    use(strategy);
    std::string text = "secret";
    const Dump dump = partly(text, 7);
    EXPECT_EQ(value_of(dump, 0, 0).kind, ValueKind::Unavailable);
    EXPECT_EQ(value_of(dump, 0, 0).rendering, "");
    EXPECT_FALSE(value_of(dump, 0, 0).copy_fell_back);
    EXPECT_EQ(value_of(dump, 0, 1).rendering, "7");
  }
}

struct Opaque {  // no serializer
  int secret = 0;
};

Dump holders(const std::vector<Opaque>& list, const std::shared_ptr<Opaque>& shared,
             const std::vector<std::unique_ptr<int>>& owned) {
  RECRASH_FUNCTION(list, shared, owned);
  return dump_here();
}

// cereal's traits accept these, and std::is_copy_constructible a vector of unique_ptr; the hook
// must still compile, record what it can and fall back to the address for what it cannot copy.
TEST_F(Strategies, ContainersOfUnserializableOrMoveOnlyElements) {
  use(recrash::CopyStrategy::Copy);
  std::vector<std::unique_ptr<int>> owned;
  owned.push_back(std::make_unique<int>(4));
  owned.push_back(std::make_unique<int>(2));
  const Dump dump = holders({Opaque{1}}, std::make_shared<Opaque>(), owned);
  EXPECT_EQ(value_of(dump, 0, 0).kind, ValueKind::Unavailable);
  EXPECT_EQ(value_of(dump, 0, 1).kind, ValueKind::Unavailable);
  const Value& v = value_of(dump, 0, 2);
  EXPECT_EQ(v.kind, ValueKind::Object);
  EXPECT_TRUE(v.copy_fell_back);
  std::vector<std::unique_ptr<int>> loaded;
  recrash::InputArchive archive(v.payload.data(), v.payload.size());
  archive(loaded);
  ASSERT_EQ(loaded.size(), 2u);
  EXPECT_EQ(*loaded[0], 4);
  EXPECT_EQ(*loaded[1], 2);
}

// A class that can only be made with its values, loaded by the constructors recrash-instrument
// gives it (yaml-cpp's Token, kept in a std::queue by its Scanner).
struct Token {
  Token(int kind_, std::string text_) : kind(kind_), text(std::move(text_)) {}
  explicit Token(recrash::LoadTag& /*tag*/) noexcept : kind(), text() {}
  Token(recrash::LoadTag tag, recrash::InputArchive& archive) : Token(tag) { archive(*this); }
  template <class Archive>
  void serialize(Archive& archive) {
    archive(kind, text);
  }
  bool operator<(const Token& other) const { return kind < other.kind; }
  int kind;
  std::string text;
};
static_assert(!std::is_default_constructible_v<Token>);
static_assert(recrash::generated::savable_v<std::queue<Token>>);
static_assert(recrash::generated::savable_v<std::stack<Token>>);
static_assert(recrash::generated::savable_v<std::priority_queue<Token>>);
static_assert(recrash::generated::savable_v<std::stack<Token, std::vector<Token>>>);

Dump queued(std::queue<Token>& tokens, std::stack<Token>& open, std::priority_queue<Token>& ranked) {
  RECRASH_FUNCTION(tokens, open, ranked);
  return dump_here();
}

// Container adaptors of such a class are saved and loaded through the containers they adapt.
TEST(Values, AdaptorsOfClassesWithoutADefaultConstructorAreSaved) {
  std::queue<Token> tokens;
  std::stack<Token> open;
  std::priority_queue<Token> ranked;
  for (int i = 0; i < 3; ++i) {
    tokens.emplace(i, "t" + std::to_string(i));
    open.emplace(i, "[");
    ranked.emplace(i, "r");
  }
  const Dump dump = queued(tokens, open, ranked);
  for (std::size_t v = 0; v < 3; ++v) EXPECT_EQ(value_of(dump, 0, v).kind, ValueKind::Object) << v;
  std::queue<Token> loaded_tokens;
  recrash::InputArchive tokens_archive(value_of(dump, 0, 0).payload.data(), value_of(dump, 0, 0).payload.size());
  tokens_archive(loaded_tokens);
  ASSERT_EQ(loaded_tokens.size(), 3u);
  EXPECT_EQ(loaded_tokens.front().text, "t0");
  EXPECT_EQ(loaded_tokens.back().text, "t2");
  std::stack<Token> loaded_open;
  recrash::InputArchive open_archive(value_of(dump, 0, 1).payload.data(), value_of(dump, 0, 1).payload.size());
  open_archive(loaded_open);
  ASSERT_EQ(loaded_open.size(), 3u);
  EXPECT_EQ(loaded_open.top().kind, 2);
  std::priority_queue<Token> loaded_ranked;
  recrash::InputArchive ranked_archive(value_of(dump, 0, 2).payload.data(), value_of(dump, 0, 2).payload.size());
  ranked_archive(loaded_ranked);
  ASSERT_EQ(loaded_ranked.size(), 3u);
  EXPECT_EQ(loaded_ranked.top().kind, 2);
}

// A class without a default constructor whose copy does work of its own and whose destructor
// deletes what it owns (a preprocessor's macro, kept in a map by name): a map of it is loaded
// with each value made in its node, never copied nor destroyed on the way.
struct Definition {
  explicit Definition(std::string body_) : body(std::move(body_)) {}
  explicit Definition(recrash::LoadTag& /*tag*/) noexcept {}
  Definition(recrash::LoadTag tag, recrash::InputArchive& archive) : Definition(tag) { archive(*this); }
  Definition(const Definition& other) : body(other.body) { ++copies; }
  Definition& operator=(const Definition&) = delete;
  ~Definition() { ++destroyed; }
  template <class Archive>
  void serialize(Archive& archive) {
    archive(body);
  }
  std::string body;
  static inline int copies = 0;
  static inline int destroyed = 0;
};

Dump defined(std::map<std::string, Definition>& ordered, std::unordered_map<std::string, Definition>& hashed) {
  RECRASH_FUNCTION(ordered, hashed);
  return dump_here();
}

TEST(Values, MapsOfClassesWithoutADefaultConstructorLoadEachValueInPlace) {
  std::map<std::string, Definition> ordered;
  std::unordered_map<std::string, Definition> hashed;
  ordered.emplace("TWICE", "((x) + (x))");
  hashed.emplace("f", "#__VA_OPT__(x)");
  const Dump dump = defined(ordered, hashed);
  Definition::copies = Definition::destroyed = 0;
  std::map<std::string, Definition> loaded_ordered;
  recrash::InputArchive ordered_archive(value_of(dump, 0, 0).payload.data(), value_of(dump, 0, 0).payload.size());
  ordered_archive(loaded_ordered);
  std::unordered_map<std::string, Definition> loaded_hashed;
  recrash::InputArchive hashed_archive(value_of(dump, 0, 1).payload.data(), value_of(dump, 0, 1).payload.size());
  hashed_archive(loaded_hashed);
  EXPECT_EQ(Definition::copies, 0);
  EXPECT_EQ(Definition::destroyed, 0);
  ASSERT_EQ(loaded_ordered.count("TWICE"), 1u);
  EXPECT_EQ(loaded_ordered.at("TWICE").body, "((x) + (x))");
  ASSERT_EQ(loaded_hashed.count("f"), 1u);
  EXPECT_EQ(loaded_hashed.at("f").body, "#__VA_OPT__(x)");
}

}  // namespace

// A class as recrash-instrument writes one whose members only the unit defining its functions can
// save (a pointer to the implementation), when a test does not link that unit: its weak
// constructor and functions are null. Not in an anonymous namespace: they are external.
namespace values_test {
struct Unlinked {
  [[gnu::weak]] explicit Unlinked(recrash::LoadTag& /*tag*/) noexcept;
  [[gnu::weak]] static void recrash_save_completed(recrash::OutputArchive&, const Unlinked&);
  [[gnu::weak]] static void recrash_load_completed(recrash::InputArchive&, Unlinked&);
  template <class RecrashArchive>
  Unlinked(recrash::LoadTag tag, RecrashArchive& archive)
      : Unlinked(recrash::detail::linked_tag(tag, &recrash_load_completed)) {
    archive(*this);
  }
  template <class RecrashArchive>
  void serialize(RecrashArchive& archive) {
    recrash::generated::completed(archive, *this, &recrash_save_completed, &recrash_load_completed);
  }
};
}  // namespace values_test

namespace {
using values_test::Unlinked;

// Loading it says which unit is missing, rather than calling the constructor at address 0.
TEST(Values, AClassWhoseCompletingUnitIsNotLinkedSaysSo) {
  const char saved[] = {1};  // what a program that linked it wrote: its members follow
  for (int route = 0; route < 2; ++route) {
    SCOPED_TRACE(route == 0 ? "load_tagged" : "loading constructor");
    recrash::InputArchive archive(saved, sizeof(saved));
    try {
      if (route == 0) {
        recrash::detail::load_tagged<Unlinked>(archive);
      } else {
        Unlinked unlinked(recrash::LoadTag{}, archive);
      }
      ADD_FAILURE() << "loaded";
    } catch (const recrash::FormatError& e) {
      EXPECT_STREQ(e.what(),
                   "members of values_test::Unlinked were saved by the unit that defines its member "
                   "functions, which this test does not link");
    }
  }
}

// std::is_copy_constructible says yes (the implicit copy constructor is declared), a copy would
// not compile: these hooks must hold no code to copy the receiver.
class Owner {
 public:
  Dump take_then_dump(int value) {
    RECRASH_METHOD_UNCOPIED_THIS(value);
    owned_.push_back(std::make_unique<int>(value));
    return dump_here();
  }

  Dump look() const {
    RECRASH_METHOD_IMMUTABLE_THIS();
    return dump_here();
  }
  std::vector<int> values() const {
    std::vector<int> values;
    for (const auto& value : owned_) values.push_back(*value);
    return values;
  }
  template <class Archive>
  void serialize(Archive& archive) {
    archive(owned_);
  }

 private:
  std::vector<std::unique_ptr<int>> owned_;
};
static_assert(std::is_copy_constructible_v<Owner>);

std::vector<int> load_owner(const Value& value) {
  Owner loaded;
  recrash::InputArchive archive(value.payload.data(), value.payload.size());
  archive(loaded);
  return loaded.values();
}

// UNCOPIED_THIS and IMMUTABLE_THIS receivers are kept by address under Copy: the state at the dump.
TEST_F(Strategies, UncopiedAndImmutableReceiversAreKeptByAddressUnderCopy) {
  use(recrash::CopyStrategy::Copy);
  Owner owner;
  const Dump taken = owner.take_then_dump(6);
  const Dump looked = owner.look();
  for (const Dump* dump : {&taken, &looked}) {
    const Value& receiver = value_of(*dump, 0, 0);
    EXPECT_EQ(receiver.kind, ValueKind::Object);
    EXPECT_EQ(receiver.strategy, Strategy::Reference);
    EXPECT_EQ(load_owner(receiver), std::vector<int>{6});  // the state at the dump, not at entry
  }
}

/// A class whose copy constructor is deleted.
class Ledger {
 public:
  Ledger() = default;
  Ledger(const Ledger&) = delete;
  Ledger& operator=(const Ledger&) = delete;
  Dump add_then_dump(int value) {
    RECRASH_METHOD(value);
    values_.push_back(value);
    return dump_here();
  }
  Dump dump_as_is() {
    RECRASH_METHOD();
    return dump_here();
  }
  void add(int value) { values_.push_back(value); }
  void clear() { values_.clear(); }
  template <class Archive>
  void serialize(Archive& archive) {
    archive(values_);
  }

 private:
  std::vector<int> values_;
};

// Under Copy, a frame with a value that cannot be copied is serialized at entry.
TEST_F(Strategies, ValuesThatCannotBeCopiedAreSavedAtEntryUnderCopy) {
  use(recrash::CopyStrategy::Copy);
  Ledger ledger;
  ledger.add(1);
  const Dump dump = ledger.add_then_dump(6);
  const Value& receiver = value_of(dump, 0, 0);
  EXPECT_EQ(receiver.kind, ValueKind::Object);
  EXPECT_EQ(receiver.strategy, Strategy::Copy);
  EXPECT_TRUE(receiver.copy_fell_back);
  EXPECT_EQ(load_numbers(receiver), std::vector<int>{1});  // at entry, before the 6
  EXPECT_EQ(value_of(dump, 0, 1).strategy, Strategy::Copy);
}

// A value too large to save at entry (over a quarter of the thread's 1 MiB arena) is kept by
// address: the dump has its state at the crash rather than nothing.
TEST_F(Strategies, AValueTooLargeToSaveAtEntryIsKeptByAddress) {
  use(recrash::CopyStrategy::Copy);
  Ledger ledger;
  for (int i = 0; i < 80000; ++i) ledger.add(i);
  const Dump dump = ledger.add_then_dump(6);
  const Value& receiver = value_of(dump, 0, 0);
  EXPECT_EQ(receiver.kind, ValueKind::Object);
  EXPECT_EQ(receiver.strategy, Strategy::Reference);
  EXPECT_TRUE(receiver.copy_fell_back);
  EXPECT_EQ(load_numbers(receiver).size(), 80001U);  // with the 6 pushed after entry
}

// After a frame too large to save at entry, its function's next call is left by address without
// trying (then 2, 4, ... calls after each further one that does not fit); one that fits resets it.
TEST_F(Strategies, AFunctionWhoseFrameDidNotFitAtEntryWaitsBeforeTryingAgain) {
  use(recrash::CopyStrategy::Copy);
  Ledger ledger;
  for (int i = 0; i < 80000; ++i) ledger.add(i);
  EXPECT_EQ(value_of(ledger.dump_as_is(), 0, 0).strategy, Strategy::Reference);  // did not fit
  ledger.clear();
  EXPECT_EQ(value_of(ledger.dump_as_is(), 0, 0).strategy, Strategy::Reference);  // not tried
  EXPECT_EQ(value_of(ledger.dump_as_is(), 0, 0).strategy, Strategy::Copy);       // fits
  EXPECT_EQ(value_of(ledger.dump_as_is(), 0, 0).strategy, Strategy::Copy);
}

/// Uses the stack down to `low` (whatever a frame costs, sanitizers' red zones included), then
/// calls mutate_then_dump.
__attribute__((noinline)) Dump dump_deep_in_the_stack(std::vector<int>& numbers, std::uintptr_t low) {
  volatile char used[4 * 1024];
  used[0] = 1;
  if (reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)) > low + sizeof(used) * 2) {
    return dump_deep_in_the_stack(numbers, low);
  }
  return mutate_then_dump(numbers);
}

// A copy near the end of the stack could overflow it in the hook, where a recursion about to
// overflow must do so in its own code: with under 256 KB left a value is kept by address.
TEST_F(Strategies, NothingIsCopiedWhenTheStackIsNearlyFull) {
  use(recrash::CopyStrategy::Copy);
  struct Run {
    std::size_t left;  ///< how much stack the hook is to have left; 0: all of it
    Dump dump;
  };
  const auto run_on_own_stack = [](std::size_t left) {
    Run run{left, {}};
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 2 * 1024 * 1024);
    pthread_t thread;
    const auto body = [](void* context) -> void* {
      auto& deep = *static_cast<Run*>(context);
      std::vector<int> numbers = {1, 2};
      pthread_attr_t own;
      void* low = nullptr;
      std::size_t size = 0;
      pthread_getattr_np(pthread_self(), &own);
      pthread_attr_getstack(&own, &low, &size);
      pthread_attr_destroy(&own);
      deep.dump = deep.left == 0 ? mutate_then_dump(numbers)
                                 : dump_deep_in_the_stack(numbers, reinterpret_cast<std::uintptr_t>(low) + deep.left);
      return nullptr;
    };
    EXPECT_EQ(pthread_create(&thread, &attributes, body, &run), 0);
    pthread_join(thread, nullptr);
    pthread_attr_destroy(&attributes);
    return std::move(run.dump);
  };
  const Dump shallow = run_on_own_stack(0);
  EXPECT_EQ(value_of(shallow, 0, 0).strategy, Strategy::Copy);
  EXPECT_EQ(load_numbers(value_of(shallow, 0, 0)), (std::vector<int>{1, 2}));
  // 224 KB left: under the 256 KB reserve, and room for writing the dump on this thread.
  const Dump deep = run_on_own_stack(224 * 1024);
  EXPECT_EQ(value_of(deep, 0, 0).strategy, Strategy::Reference);
  EXPECT_TRUE(value_of(deep, 0, 0).copy_fell_back);
  EXPECT_EQ(load_numbers(value_of(deep, 0, 0)), (std::vector<int>{1, 2, 99}));
}

Dump listed(std::initializer_list<int> numbers) {
  RECRASH_FUNCTION(numbers);
  return dump_here();
}

// Copying an initializer_list would share its array: it is recorded where it is.
TEST_F(Strategies, InitializerListsAreRecordedByReference) {
  use(recrash::CopyStrategy::Copy);
  const Dump dump = listed({3, 1, 4});
  EXPECT_TRUE(value_of(dump, 0, 0).copy_fell_back);
  EXPECT_EQ(value_of(dump, 0, 0).rendering, "[3, 1, 4]");
}

}  // namespace
