// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// A dump as read back from a file, validated. Shared by recrash-gen and the generated tests.

#include <recrash/format/schema.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace recrash::format {

/// A value's payload: raw bytes, shared by the values that repeat it (ValueKind::Repeated), so
/// that a recursion's receiver saved once is held once however many frames it is.
class Payload {
 public:
  Payload() = default;
  Payload(std::string bytes)  // NOLINT(google-explicit-constructor): bytes are a payload
      : bytes_(bytes.empty() ? nullptr : std::make_shared<const std::string>(std::move(bytes))) {}
  Payload& operator=(std::string bytes) { return *this = Payload(std::move(bytes)); }
  void assign(const char* data, std::size_t size) { *this = std::string(data, size); }

  const std::string& bytes() const noexcept { return bytes_ != nullptr ? *bytes_ : empty_bytes(); }
  const char* data() const noexcept { return bytes().data(); }
  std::size_t size() const noexcept { return bytes().size(); }
  bool empty() const noexcept { return bytes().empty(); }
  std::string substr(std::size_t from) const { return bytes().substr(from); }
  bool operator==(const Payload& other) const noexcept { return bytes() == other.bytes(); }

  template <class Archive>
  void save(Archive& archive) const {
    archive(bytes());
  }
  template <class Archive>
  void load(Archive& archive) {
    std::string read;
    archive(read);
    *this = std::move(read);
  }

 private:
  static const std::string& empty_bytes() noexcept {
    static const std::string none;
    return none;
  }
  std::shared_ptr<const std::string> bytes_;
};

using Function = BasicFunction<std::string>;
using Value = BasicValue<std::string, Payload>;
using Frame = BasicFrame<std::string, std::vector<Value>>;
using Thread = BasicThread<std::vector<Frame>>;
using Failure = BasicFailure<std::string>;
using Module = BasicModule<std::string>;
using Dump =
    BasicDump<std::string, std::vector<Module>, std::vector<Address>, std::vector<Thread>, std::vector<std::string>>;

/// Why a file is not a usable dump, in words for the person who ran the tool.
class DumpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Largest file read_dump accepts.
inline constexpr std::size_t kMaxDumpFileBytes = std::size_t{256} << 20;

/// Reads and validates a dump; throws DumpError naming the file and what is wrong with it.
Dump read_dump(const std::string& path);
/// Parses and validates dump bytes; throws DumpError.
Dump parse_dump(const char* data, std::size_t size);

/// A dump's file bytes in the newest format, for tools and tests that make dumps from records (a
/// crashing program writes its own, without allocating). A dump read from an older file comes out
/// in the newest format.
std::string dump_file_bytes(Dump dump);

/// The frames of the crashing thread, top first (empty if there is none).
const std::vector<Frame>& crashing_frames(const Dump& dump);

/// A TextTail value's payload (ValueKind::TextTail): the end of value `value` of frame `frame`,
/// from its character `skip` on, after the characters `before` (a view into the payload).
struct TextTail {
  std::uint32_t frame = 0;
  std::uint32_t value = 0;
  std::uint64_t skip = 0;
  std::string_view before;
};
/// Decodes a TextTail value that the reader has checked.
TextTail text_tail(const Value& value);

/// An EarlierObject value's payload (ValueKind::EarlierObject): object `object` of frame `frame`
/// of its thread, which the value is or (`through_pointer`) points to.
struct EarlierObject {
  std::uint32_t frame = 0;
  std::uint32_t object = 0;
  bool through_pointer = false;
};
/// Decodes an EarlierObject value that the reader has checked.
EarlierObject earlier_object(const Value& value);

/// The characters of a String or CString value (after their count), as the reader checked them.
std::string_view characters(const Value& value);

/// The mangled name of the class of an Oversized value's object (for a pointer, of the object it
/// points to) when the program's object was of a class derived from the value's type; empty
/// when the dump does not say.
std::string_view oversized_class(const Value& value);

/// Whether a value holds characters: a String, a CString, or a TextTail (the end of another).
bool is_text(ValueKind kind) noexcept;

/// The characters of value `value` of frame `frame` of a thread's `frames`, a text (is_text): a
/// TextTail's are followed to the C string they end. Throws DumpError for another value.
std::string text_of(const std::vector<Frame>& frames, std::size_t frame, std::size_t value);

/// Which value of the frame saved its object number `object` (Value::same_object): the last
/// value that starts numbering at or below it and saves what it holds.
std::size_t value_saving(const Frame& frame, std::uint32_t object);

}  // namespace recrash::format
