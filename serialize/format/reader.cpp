// SPDX-License-Identifier: MIT
// The validating dump reader: every length is checked against the bytes left before anything is
// allocated (InputArchive), then every enum, index and payload against the schema.
//
// Memory is bounded by the file's size, whatever its lengths say: reading a dump of N bytes takes
// at most about 11 N. A vector of records is given room for no more records than the bytes left
// can hold (kLeastRecordBytes: 21 bytes for a Thread, 75 for a Frame, 27 for a Value) and never
// grows past it, so it costs at most sizeof over that least size per byte left: 1.9 for threads,
// 3.3 for frames (248 bytes each), 4.2 for values (112 bytes each). Records are read one at a
// time, so only the vectors being read at once, a thread's frames inside the threads and a frame's
// values inside them, can each set their room aside against the same bytes left: 9.4 N at most,
// plus the N bytes of the file. A string costs its characters, counted against the bytes left
// too, and a vector of strings 32 bytes for each 8-byte length. Measured on 1 MB dumps
// (tests/unit/serialize/reader_memory_test.cpp): counts that lie one inside the other, 9.8 MB;
// 38,828 empty values, 4.3 MB; before, a lying frame count took 248 MB.
#include <recrash/archive.hpp>
#include <recrash/format/dump.hpp>

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>

namespace recrash::format {

/// The fewest bytes a record takes in a dump of any version (its strings and vectors empty).
template <class T>
inline constexpr std::size_t kLeastRecordBytes = 0;
template <>
inline constexpr std::size_t kLeastRecordBytes<Module> = 24;
template <>
inline constexpr std::size_t kLeastRecordBytes<Address> = 12;
template <>
inline constexpr std::size_t kLeastRecordBytes<Thread> = 21;
template <>
inline constexpr std::size_t kLeastRecordBytes<Frame> = 75;
template <>
inline constexpr std::size_t kLeastRecordBytes<Value> = 27;  // 35 since version 5

/// Reads a vector of records. cereal's loader makes as many records as the count says before it
/// reads any, up to 248 bytes each for a count of up to one per byte left (a 1 MB dump took
/// 248 MB); this one makes room for no more records than the bytes left can hold, and makes each
/// only when the bytes left can hold it, so the vector never grows past that room. Found by
/// argument-dependent lookup and more specialized than cereal's loader; only this file reads a
/// Dump.
template <class T, std::enable_if_t<(kLeastRecordBytes<T> > 0), int> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& archive, std::vector<T>& records) {
  cereal::size_type count = 0;
  archive(cereal::make_size_tag(count));
  records.clear();
  records.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(count, archive.remaining() / kLeastRecordBytes<T>)));
  for (cereal::size_type i = 0; i < count; ++i) {
    if (archive.remaining() < kLeastRecordBytes<T>) {
      throw FormatError("data ends at offset " + std::to_string(archive.position()) + ", record " + std::to_string(i) +
                        " of " + std::to_string(count));
    }
    archive(records.emplace_back());
  }
}

namespace {

template <class Enum>
void check_enum(Enum value, Enum last, const char* what) {
  if (static_cast<unsigned>(value) > static_cast<unsigned>(last)) {
    throw DumpError(std::string("invalid ") + what + " " + std::to_string(static_cast<unsigned>(value)));
  }
}

/// The payload size each literal kind must have; 0 for kinds whose size varies.
std::size_t fixed_payload_size(ValueKind kind) {
  switch (kind) {
    case ValueKind::Bool:
      return 1;
    case ValueKind::SignedInteger:
    case ValueKind::UnsignedInteger:
    case ValueKind::Floating:
    case ValueKind::Character:
    case ValueKind::Enum:
      return 8;
    default:
      return 0;
  }
}

/// A TextTail's payload before its characters: frame, value, skip, and the characters' count.
constexpr std::size_t kTextTailHead = 2 * sizeof(std::uint32_t) + 2 * sizeof(std::uint64_t);
/// An EarlierObject's payload: frame, object, and whether the value points to it.
constexpr std::size_t kEarlierObjectSize = 2 * sizeof(std::uint32_t) + sizeof(std::uint8_t);

void check_value(const Value& value, const std::string& where) {
  check_enum(value.kind, static_cast<ValueKind>(kLastValueKind), "value kind");
  check_enum(value.strategy, Strategy::UsedFields, "copy strategy");
  const std::size_t expected = fixed_payload_size(value.kind);
  const std::size_t size = value.payload.size();
  bool ok = true;
  if (expected != 0) {
    ok = size == expected;
  } else if (value.kind == ValueKind::String || value.kind == ValueKind::CString ||
             (value.kind == ValueKind::Oversized && size != 0)) {
    std::uint64_t length = 0;
    ok = size >= sizeof(length);
    if (ok) {
      std::memcpy(&length, value.payload.data(), sizeof(length));
      ok = length == size - sizeof(length);
    }
  } else if (value.kind == ValueKind::TextTail) {
    std::uint64_t length = 0;
    ok = size >= kTextTailHead;
    if (ok) {
      std::memcpy(&length, value.payload.data() + kTextTailHead - sizeof(length), sizeof(length));
      ok = length == size - kTextTailHead;
    }
  } else if (value.kind == ValueKind::EarlierObject) {
    ok = size == kEarlierObjectSize && static_cast<std::uint8_t>(value.payload.data()[kEarlierObjectSize - 1]) <= 1;
  } else if (value.kind == ValueKind::Unavailable || value.kind == ValueKind::Unreadable ||
             value.kind == ValueKind::NullPointer) {
    ok = size == 0;
  }
  if (!ok) throw DumpError(where + ": payload of " + std::to_string(size) + " bytes does not fit its kind");
}

/// A frame's values number the objects they save in order, and one can only be an object an
/// earlier one saved.
void check_objects(const Frame& frame, const std::string& where) {
  std::uint32_t next = 0;
  for (std::size_t v = 0; v < frame.values.size(); ++v) {
    const Value& value = frame.values[v];
    const std::string at = where + " value " + std::to_string(v);
    if (value.first_object < next || value.first_object > kFrameObjects) {
      throw DumpError(at + ": its objects are numbered from " + std::to_string(value.first_object) + ", after " +
                      std::to_string(next));
    }
    next = value.first_object;
    if (value.same_object == kNoObject) continue;
    if (value.kind != ValueKind::Object && value.kind != ValueKind::Pointer) {
      throw DumpError(at + ": a value of its kind cannot be an object of another value");
    }
    if (value.same_object >= value.first_object) {
      throw DumpError(at + ": it is object " + std::to_string(value.same_object) + ", which no earlier value saved");
    }
    // Only a receiver that holds some members of its object has it saved whole by another value.
    const Value& saving = frame.values[value_saving(frame, value.same_object)];
    if (!value.payload.empty() &&
        (saving.strategy != Strategy::UsedFields || saving.first_object != value.same_object)) {
      throw DumpError(at + ": it holds object " + std::to_string(value.same_object) + " again");
    }
  }
}

/// Where `text` has a control character: a byte below 0x20 (NUL among them), DEL, or a C1 control
/// (U+0080 to U+009F) in UTF-8; npos if it has none.
std::size_t control_character_at(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const bool c1 = c == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xa0 &&
                    static_cast<unsigned char>(text[i + 1]) >= 0x80;
    if (c < 0x20 || c == 0x7f || c1) return i;
  }
  return std::string::npos;
}

/// A path holds no control character. A NUL ends the path a system call sees, so a path holding
/// one names another file than the dump shows (a directory above it, the whole tree); the others
/// no compiler or linker writes in a file name, and printed to a terminal or written into a
/// generated file they act rather than read.
void check_path(const std::string& path, const std::string& what) {
  const std::size_t at = control_character_at(path);
  if (at == std::string::npos) return;
  char code[8];
  std::snprintf(code, sizeof(code), "0x%02x", static_cast<unsigned char>(path[at]));
  throw DumpError(what + " holds a control character (" + code + ") at byte " + std::to_string(at));
}

/// The fields that name files: modules' paths, and each frame's function's file, headers and
/// build manifest.
void check_paths(const Dump& dump) {
  for (std::size_t m = 0; m < dump.modules.size(); ++m) {
    check_path(dump.modules[m].path, "module " + std::to_string(m) + "'s path");
  }
  for (std::size_t t = 0; t < dump.threads.size(); ++t) {
    for (std::size_t f = 0; f < dump.threads[t].frames.size(); ++f) {
      const Function& function = dump.threads[t].frames[f].function;
      const std::string where = "thread " + std::to_string(t) + " frame " + std::to_string(f) + ": its ";
      check_path(function.file, where + "file");
      check_path(function.header, where + "header");
      check_path(function.build_manifest, where + "build manifest");
    }
  }
}

/// Gives each value the writer wrote as Repeated (since version 6) the kind, payload (shared, not
/// copied: a dump's memory stays bounded by its size) and object numbers of the value at the same
/// place of the earlier frame its payload names, checking that the two are one value.
void resolve_repeats(Dump& dump) {
  for (std::size_t t = 0; t < dump.threads.size(); ++t) {
    std::vector<Frame>& frames = dump.threads[t].frames;
    for (std::size_t f = 0; f < frames.size(); ++f) {
      for (std::size_t v = 0; v < frames[f].values.size(); ++v) {
        Value& value = frames[f].values[v];
        if (value.kind != ValueKind::Repeated) continue;
        const std::string where =
            "thread " + std::to_string(t) + " frame " + std::to_string(f) + " value " + std::to_string(v) + ": ";
        std::uint32_t from = 0;
        if (value.payload.size() != sizeof(from)) {
          throw DumpError(where + "a repeated value's payload is not a frame number");
        }
        std::memcpy(&from, value.payload.data(), sizeof(from));
        if (from >= f || v >= frames[from].values.size()) {
          throw DumpError(where + "it repeats frame " + std::to_string(from) + "'s value, which no earlier frame has");
        }
        const Value& original = frames[from].values[v];  // resolved already: its frame comes first
        if (original.type != value.type || original.strategy != value.strategy) {
          throw DumpError(where + "it repeats frame " + std::to_string(from) + "'s value, which is of another type");
        }
        value.kind = original.kind;
        value.payload = original.payload;
        value.first_object = original.first_object;
        value.same_object = original.same_object;
      }
    }
  }
}

/// Each EarlierObject is an object that an earlier frame of its thread saved whole.
void check_earlier_objects(const std::vector<Frame>& frames, const std::string& thread) {
  for (std::size_t f = 0; f < frames.size(); ++f) {
    for (std::size_t v = 0; v < frames[f].values.size(); ++v) {
      const Value& value = frames[f].values[v];
      if (value.kind != ValueKind::EarlierObject) continue;
      const EarlierObject earlier = earlier_object(value);
      bool saved = earlier.frame < f && !frames[earlier.frame].values.empty();
      if (saved) {
        const Value& saving = frames[earlier.frame].values[value_saving(frames[earlier.frame], earlier.object)];
        saved = (saving.kind == ValueKind::Object || saving.kind == ValueKind::Pointer) &&
                saving.same_object == kNoObject && saving.first_object <= earlier.object &&
                earlier.object < kFrameObjects;
      }
      if (!saved || value.same_object != kNoObject) {
        throw DumpError(thread + " frame " + std::to_string(f) + " value " + std::to_string(v) + ": it is object " +
                        std::to_string(earlier.object) + " of frame " + std::to_string(earlier.frame) +
                        ", which no value of that frame saved");
      }
    }
  }
}

/// Each TextTail ends a text an earlier frame of its thread holds, and starts within it.
void check_text_tails(const Dump& dump) {
  for (std::size_t t = 0; t < dump.threads.size(); ++t) {
    const std::vector<Frame>& frames = dump.threads[t].frames;
    std::vector<std::vector<std::uint64_t>> lengths(frames.size());
    for (std::size_t f = 0; f < frames.size(); ++f) {
      lengths[f].assign(frames[f].values.size(), 0);
      for (std::size_t v = 0; v < frames[f].values.size(); ++v) {
        const Value& value = frames[f].values[v];
        if (value.kind == ValueKind::String || value.kind == ValueKind::CString) {
          lengths[f][v] = characters(value).size();
        }
        if (value.kind != ValueKind::TextTail) continue;
        const TextTail tail = text_tail(value);
        const std::string where =
            "thread " + std::to_string(t) + " frame " + std::to_string(f) + " value " + std::to_string(v) + ": ";
        const bool earlier = tail.frame < f || (tail.frame == f && tail.value < v);
        if (!earlier || tail.value >= frames[tail.frame].values.size() ||
            (frames[tail.frame].values[tail.value].kind != ValueKind::CString &&
             frames[tail.frame].values[tail.value].kind != ValueKind::TextTail)) {
          throw DumpError(where + "it ends the text of frame " + std::to_string(tail.frame) + "'s value " +
                          std::to_string(tail.value) + ", which is no text written before it");
        }
        const std::uint64_t ended = lengths[tail.frame][tail.value];
        if (tail.skip > ended) {
          throw DumpError(where + "it starts " + std::to_string(tail.skip) + " characters into a text of " +
                          std::to_string(ended));
        }
        lengths[f][v] = tail.before.size() + (ended - tail.skip);
      }
    }
  }
}

void check(const Dump& dump) {
  check_enum(dump.failure.kind, FailureKind::Requested, "failure kind");
  check_paths(dump);
  for (const Address& address : dump.backtrace) {
    if (address.module != kNoModule && address.module >= dump.modules.size()) {
      throw DumpError("backtrace refers to module " + std::to_string(address.module) + " of " +
                      std::to_string(dump.modules.size()));
    }
  }
  for (std::size_t t = 0; t < dump.threads.size(); ++t) {
    const Thread& thread = dump.threads[t];
    if (thread.crashed != (t == 0)) throw DumpError("only the first thread may be the crashing one");
    for (std::size_t f = 0; f < thread.frames.size(); ++f) {
      const Frame& frame = thread.frames[f];
      const std::string where = "thread " + std::to_string(t) + " frame " + std::to_string(f);
      check_enum(frame.function.kind, FunctionKind::Constructor, "function kind");
      const bool member =
          frame.function.kind == FunctionKind::Member || frame.function.kind == FunctionKind::ConstMember;
      if (frame.has_receiver != member) throw DumpError(where + ": receiver does not match function kind");
      check_enum(frame.state, FrameState::ExitedBeforeCrash, "frame state");
      if (frame.has_receiver && frame.values.empty() && frame.state != FrameState::LeftByException) {
        throw DumpError(where + ": a member function's frame without its receiver");
      }
      for (std::size_t v = 0; v < frame.values.size(); ++v) {
        check_value(frame.values[v], where + " value " + std::to_string(v));
      }
      check_objects(frame, where);
    }
  }
}

}  // namespace

Dump parse_dump(const char* data, std::size_t size) {
  constexpr std::size_t kHeader = sizeof(kMagic) + sizeof(std::uint32_t);
  if (size < kHeader || std::memcmp(data, kMagic, sizeof(kMagic)) != 0) {
    throw DumpError("not a recrash dump (no RECRASH signature at its start)");
  }
  std::uint32_t version = 0;
  std::memcpy(&version, data + sizeof(kMagic), sizeof(version));
  if (version < kOldestVersion || version > kVersion) {
    throw DumpError("dump format version " + std::to_string(version) + ", this recrash reads versions " +
                    std::to_string(kOldestVersion) + " to " + std::to_string(kVersion));
  }
  Dump dump;
  dump.version = version;
  InputArchive archive(data + kHeader, size - kHeader);
  archive.set_dump_version(version);
  try {
    archive(dump);
  } catch (const FormatError& e) {
    throw DumpError(std::string("corrupt or truncated: ") + e.what());
  } catch (const std::bad_alloc&) {
    throw DumpError("corrupt: a length in it is too large");
  } catch (const std::length_error&) {
    throw DumpError("corrupt: a length in it is too large");
  }
  if (archive.remaining() != 0) {
    throw DumpError("corrupt: " + std::to_string(archive.remaining()) + " unexpected bytes at its end");
  }
  resolve_repeats(dump);
  check(dump);
  check_text_tails(dump);
  for (std::size_t t = 0; t < dump.threads.size(); ++t) {
    check_earlier_objects(dump.threads[t].frames, "thread " + std::to_string(t));
  }
  return dump;
}

Dump read_dump(const std::string& path) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error) throw DumpError(path + ": cannot open: " + error.message());
  if (!std::filesystem::is_regular_file(status)) throw DumpError(path + ": cannot read: not a regular file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DumpError(path + ": cannot open: " + std::strerror(errno));
  in.seekg(0, std::ios::end);
  const std::streamoff length = in.tellg();
  if (length < 0) throw DumpError(path + ": cannot read (is it a directory?)");
  if (static_cast<std::uint64_t>(length) > kMaxDumpFileBytes) {
    throw DumpError(path + ": " + std::to_string(length) + " bytes is larger than any dump");
  }
  in.seekg(0, std::ios::beg);
  std::string bytes(static_cast<std::size_t>(length), '\0');
  if (!in.read(bytes.data(), length)) throw DumpError(path + ": cannot read");
  try {
    return parse_dump(bytes.data(), bytes.size());
  } catch (const DumpError& e) {
    throw DumpError(path + ": " + e.what());
  }
}

TextTail text_tail(const Value& value) {
  TextTail tail;
  const char* at = value.payload.data();
  std::uint64_t length = 0;
  std::memcpy(&tail.frame, at, sizeof(tail.frame));
  std::memcpy(&tail.value, at + 4, sizeof(tail.value));
  std::memcpy(&tail.skip, at + 8, sizeof(tail.skip));
  std::memcpy(&length, at + 16, sizeof(length));
  tail.before = std::string_view(at + kTextTailHead, static_cast<std::size_t>(length));
  return tail;
}

EarlierObject earlier_object(const Value& value) {
  EarlierObject earlier;
  const char* at = value.payload.data();
  std::memcpy(&earlier.frame, at, sizeof(earlier.frame));
  std::memcpy(&earlier.object, at + 4, sizeof(earlier.object));
  earlier.through_pointer = at[8] != 0;
  return earlier;
}

std::string_view characters(const Value& value) {
  const std::string_view payload(value.payload.data(), value.payload.size());
  return payload.size() < sizeof(std::uint64_t) ? std::string_view() : payload.substr(sizeof(std::uint64_t));
}

std::string_view oversized_class(const Value& value) {
  return value.kind == ValueKind::Oversized ? characters(value) : std::string_view();
}

bool is_text(ValueKind kind) noexcept {
  return kind == ValueKind::String || kind == ValueKind::CString || kind == ValueKind::TextTail;
}

std::string text_of(const std::vector<Frame>& frames, std::size_t frame, std::size_t value) {
  std::string text;
  std::uint64_t skip = 0;  // characters of the text at (frame, value) that come before `text`'s rest
  for (;;) {
    if (frame >= frames.size() || value >= frames[frame].values.size()) {
      throw DumpError("no value " + std::to_string(value) + " in frame " + std::to_string(frame));
    }
    const Value& at = frames[frame].values[value];
    if (at.kind == ValueKind::String || at.kind == ValueKind::CString) {
      const std::string_view chars = characters(at);
      if (skip > chars.size()) throw DumpError("a text tail starts past the end of its text");
      text.append(chars.substr(static_cast<std::size_t>(skip)));
      return text;
    }
    if (at.kind != ValueKind::TextTail) {
      throw DumpError("value " + std::to_string(value) + " of frame " + std::to_string(frame) + " holds no text");
    }
    const TextTail tail = text_tail(at);
    if (tail.frame > frame || (tail.frame == frame && tail.value >= value)) {
      throw DumpError("a text tail ends a text written after it");
    }
    if (skip < tail.before.size()) {
      text.append(tail.before.substr(static_cast<std::size_t>(skip)));
      skip = 0;
    } else {
      skip -= tail.before.size();
    }
    skip += tail.skip;
    frame = tail.frame;
    value = tail.value;
  }
}

const std::vector<Frame>& crashing_frames(const Dump& dump) {
  static const std::vector<Frame> none;
  return dump.threads.empty() ? none : dump.threads.front().frames;
}

std::size_t value_saving(const Frame& frame, std::uint32_t object) {
  std::size_t saving = 0;
  for (std::size_t v = 0; v < frame.values.size(); ++v) {
    const Value& value = frame.values[v];
    if (value.first_object > object) break;
    if (value.same_object == kNoObject) saving = v;
  }
  return saving;
}

}  // namespace recrash::format
