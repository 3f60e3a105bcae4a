// SPDX-License-Identifier: MIT
// What reading a dump costs in memory, whatever its lengths say (issue 20, finding 2). This binary
// replaces the global operator new to count the heap bytes in use, so it is a program of its own.
#include <recrash/archive.hpp>
#include <recrash/format/dump.hpp>

#include <gtest/gtest.h>
#include <malloc.h>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

namespace {

std::size_t heap_in_use = 0;
std::size_t heap_peak = 0;

}  // namespace

void* operator new(std::size_t size) {
  void* block = std::malloc(size == 0 ? 1 : size);
  if (block == nullptr) throw std::bad_alloc();
  heap_in_use += malloc_usable_size(block);
  if (heap_in_use > heap_peak) heap_peak = heap_in_use;
  return block;
}
void operator delete(void* block) noexcept {
  if (block == nullptr) return;
  heap_in_use -= malloc_usable_size(block);
  std::free(block);
}
void operator delete(void* block, std::size_t) noexcept { operator delete(block); }

namespace {

using recrash::format::Dump;
using recrash::format::DumpError;

constexpr std::size_t kFileSize = std::size_t{1} << 20;

/// The most heap in use at once while parsing `bytes`, beyond what was in use before.
std::size_t parse_peak(const std::string& bytes, bool* parsed = nullptr) {
  const std::size_t before = heap_in_use;
  heap_peak = before;
  bool ok = true;
  try {
    const Dump dump = recrash::format::parse_dump(bytes.data(), bytes.size());
  } catch (const DumpError&) {
    ok = false;
  }
  if (parsed != nullptr) *parsed = ok;
  return heap_peak - before;
}

/// A record as the writer writes it (the newest format).
template <class Record>
std::string record_bytes(const Record& record) {
  std::string bytes(4096, '\0');
  recrash::ByteBuffer buffer{bytes.data(), bytes.size(), 0, false};
  recrash::OutputArchive archive(buffer);
  archive(record);
  return bytes.substr(0, buffer.size);
}

/// The same without its last vector's count (8 bytes, 0 for an empty vector): a record whose last
/// field is a vector, to be followed by a count of our choosing and its elements.
template <class Record>
std::string record_head(const Record& record) {
  std::string bytes = record_bytes(record);
  bytes.resize(bytes.size() - sizeof(std::uint64_t));
  return bytes;
}

std::string count(std::uint64_t value) { return std::string(reinterpret_cast<const char*>(&value), sizeof(value)); }

/// A dump of format `version` with one crashing thread whose one frame is followed by `tail`.
/// From version 2 on, the records before a frame's values are the same in every version.
std::string dump_with_frames_tail(std::uint32_t version, const std::string& tail) {
  Dump dump;
  dump.version = version;
  recrash::format::Thread thread;
  thread.crashed = true;
  return std::string(recrash::format::kMagic, sizeof(recrash::format::kMagic)) +
         std::string(reinterpret_cast<const char*>(&version), sizeof(version)) + record_head(dump) + count(1) +
         record_head(thread) + tail;
}

/// Pads `bytes` with zeros to kFileSize.
std::string padded(std::string bytes) {
  bytes.resize(kFileSize, '\0');
  return bytes;
}

// A frame count of a million, then zeros: each 75 zero bytes read as an empty frame, until the data
// ends. Before, the reader made the million frames first: 248 MB for this 1 MB file.
TEST(ReaderMemory, ALyingCountCostsOnlyTheRecordsThatAreThere) {
  const std::string bytes = padded(dump_with_frames_tail(recrash::format::kVersion, count(1000000)));
  bool parsed = true;
  const std::size_t peak = parse_peak(bytes, &parsed);
  EXPECT_FALSE(parsed);
  EXPECT_LE(peak, 12 * bytes.size()) << peak << " bytes for a dump of " << bytes.size();
  std::printf("a lying frame count: %zu bytes of heap for a dump of %zu\n", peak, bytes.size());
}

// The watch list's names: a count of a million, 8 bytes for each at least. Before, 32 MB.
TEST(ReaderMemory, ALyingNameCountIsRefusedBeforeAnythingIsMade) {
  Dump dump;
  dump.second_chance.active = true;
  std::string head = record_head(dump);  // ends with the threads' count; the names' is before it
  head.resize(head.size() - sizeof(std::uint64_t));
  const std::uint32_t version = recrash::format::kVersion;
  const std::string bytes =
      padded(std::string(recrash::format::kMagic, sizeof(recrash::format::kMagic)) +
             std::string(reinterpret_cast<const char*>(&version), sizeof(version)) + head + count(1000000));
  bool parsed = true;
  const std::size_t peak = parse_peak(bytes, &parsed);
  EXPECT_FALSE(parsed);
  EXPECT_LE(peak, 2 * bytes.size()) << peak << " bytes for a dump of " << bytes.size();
  std::printf("a lying name count: %zu bytes of heap for a dump of %zu\n", peak, bytes.size());
}

// The most memory a dump's bytes can ask for: values of 27 bytes (version 4, all empty), each a
// 112-byte Value. A valid dump: 4.3 MB, before and after.
TEST(ReaderMemory, AValidDumpOfEmptyValuesStaysUnderTheBound) {
  const std::uint32_t version = 4;
  recrash::format::Frame frame;
  const std::string head = dump_with_frames_tail(version, count(1) + record_head(frame));
  const std::size_t value_bytes = 27;
  const std::size_t values = (kFileSize - head.size() - sizeof(std::uint64_t)) / value_bytes;
  const std::string bytes = head + count(values) + std::string(values * value_bytes, '\0');
  bool parsed = false;
  const std::size_t peak = parse_peak(bytes, &parsed);
  EXPECT_TRUE(parsed);
  EXPECT_LE(peak, 12 * bytes.size()) << peak << " bytes for a dump of " << bytes.size();
  std::printf("%zu empty values: %zu bytes of heap for a dump of %zu\n", values, peak, bytes.size());
}

// The most a dump can make the reader set aside before reading: a thread count, a frame count and
// a value count each as large as the bytes left, one inside the other, then empty values (a thread's
// frames and a frame's values are read while the vector around them is). Before, 418 MB.
TEST(ReaderMemory, LyingCountsOneInsideTheOtherStayUnderTheBound) {
  const std::uint32_t version = 4;
  const std::uint64_t kLie = kFileSize - 4096;  // as many as the bytes left could be, if each took one
  Dump dump;
  dump.version = version;
  recrash::format::Thread thread;
  thread.crashed = true;
  recrash::format::Frame frame;
  const std::string bytes =
      padded(std::string(recrash::format::kMagic, sizeof(recrash::format::kMagic)) +
             std::string(reinterpret_cast<const char*>(&version), sizeof(version)) + record_head(dump) + count(kLie) +
             record_head(thread) + count(kLie) + record_head(frame) + count(kLie));
  bool parsed = true;
  const std::size_t peak = parse_peak(bytes, &parsed);
  EXPECT_FALSE(parsed);
  EXPECT_LE(peak, 12 * bytes.size()) << peak << " bytes for a dump of " << bytes.size();
  std::printf("lying counts inside each other: %zu bytes of heap for a dump of %zu\n", peak, bytes.size());
}

// The reader refuses a record that the bytes left cannot hold, by each record's least size: the
// smallest records, ending a dump, are still read (an empty thread, frame and version 4 value).
TEST(ReaderMemory, TheSmallestRecordsAtTheEndAreRead) {
  const std::string threads_only = dump_with_frames_tail(4, count(0));
  bool parsed = false;
  parse_peak(threads_only, &parsed);
  EXPECT_TRUE(parsed);
  const std::string one_frame = dump_with_frames_tail(4, count(1) + record_bytes(recrash::format::Frame{}));
  parse_peak(one_frame, &parsed);
  EXPECT_TRUE(parsed);
  const std::string one_value =
      dump_with_frames_tail(4, count(1) + record_head(recrash::format::Frame{}) + count(1) + std::string(27, '\0'));
  parse_peak(one_value, &parsed);
  EXPECT_TRUE(parsed);
  parse_peak(one_value.substr(0, one_value.size() - 1), &parsed);
  EXPECT_FALSE(parsed);
}

}  // namespace
