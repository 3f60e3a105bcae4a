// SPDX-License-Identifier: MIT
// Async-signal-safe: writes a frame's values in the schema's Value layout.
#pragma once

#include <recrash/archive.hpp>
#include <recrash/detail/shadow_stack.hpp>

#include <cstdint>
#include <typeinfo>

namespace recrash::capture {

/// Where the values of a frame number the objects they save whole: too large for the alternate
/// signal stack (a sanitizer's may be 32 KiB), so the caller provides them (the report's
/// workspace; a frame being frozen, on its thread's own stack).
struct FrameTables {
  SavedObjectsOf<kFrameObjects> frame;
  SavedObjectsOf<kValueObjects> receiver;  ///< a used-fields receiver's object, saved whole again
};

/// The receiver that a thread's frames last wrote whole, and the numbers of the objects its
/// value saved: the frames of a recursion after it, whose receiver is the same object, repeat it
/// (format::ValueKind::Repeated) rather than save it again. In the report's workspace.
struct WrittenReceiver {
  bool valid = false;
  const void* object = nullptr;
  const detail::ValueTraits* traits = nullptr;
  std::uint32_t frame = 0;  ///< the number of its frame among the thread's
  SavedObjectsOf<kFrameObjects> objects;
};

/// Where the C strings that a thread's frames wrote lie: a later `char*` into one of them, or
/// running on into one, is written as its tail (format::ValueKind::TextTail), so that a parser's
/// input, seen by every frame of its recursion, is saved once. The most recent kCapacity texts,
/// each the longest written so far that ends where it does. In the report's workspace.
struct WrittenTexts {
  struct Text {
    const char* start;
    const char* end;  ///< its terminating NUL
    std::uint32_t frame;
    std::uint32_t value;
  };
  static constexpr std::uint32_t kCapacity = 8;
  Text texts[kCapacity];
  std::uint32_t count = 0;
  std::uint32_t next = 0;  ///< the slot a new text takes when all are used
  void clear() noexcept { count = next = 0; }
};

/// The objects that a thread's frames written so far saved whole in values recorded by reference
/// (so their bytes are those at the crash), with their frame and number there: a later frame's
/// value recorded by reference that is (or points to) one of them is written as that object
/// (format::ValueKind::EarlierObject), so that a parser's handler, which an inner frame's receiver
/// is, or a node that an inner frame's tree holds, is saved once. A frame's objects are added
/// while it is written and count once it is done (commit()). In the report's workspace.
class EarlierObjects {
 public:
  struct Entry {
    const void* address;
    const std::type_info* type;
    std::uint32_t frame;
    std::uint32_t object;
  };
  static constexpr std::uint32_t kCapacity = 4096;

  void clear() noexcept { count_ = pending_ = 0; }
  /// Adds an object of the frame being written; past the capacity, objects are not added.
  void add(const Entry& entry) noexcept {
    if (pending_ < kCapacity) entries_[pending_++] = entry;
  }
  /// The frame being written is done: its objects are found from the next frame on.
  void commit() noexcept { count_ = pending_; }
  /// Forgets what the frame being written added.
  void discard() noexcept { pending_ = count_; }
  const Entry* find(const void* address, const std::type_info& type) const noexcept {
    for (std::uint32_t i = 0; i < count_; ++i) {
      if (entries_[i].address == address && *entries_[i].type == type) return &entries_[i];
    }
    return nullptr;
  }

 private:
  Entry entries_[kCapacity];
  std::uint32_t count_ = 0;
  std::uint32_t pending_ = 0;
};

/// When a frame's values are written: at the crash (or as an exception leaves the frame), or at
/// the call's entry, where each value is the state the call received (written as a copy).
enum class Written { AtCrash, AtEntry };

/// What a thread's frames written so far hold that a later frame may write as a repeat of.
struct WrittenBefore {
  WrittenReceiver receiver;
  WrittenTexts texts;
  EarlierObjects objects;
};

/// Writes the sequence of the record's live values (receiver first). A value whose reading
/// faults or throws is written as Unreadable; the others are unaffected. With `before`, the frame
/// (number `frame` of its thread) repeats the receiver written last when its own is the same
/// object, recorded by reference (otherwise its receiver becomes that one), writes a C string
/// that ends as one written before as its tail, and a value that is an object an earlier frame
/// saved as that object; the objects it saves by reference are added to `before` (committed
/// when the caller knows the frame is kept).
/// Returns whether every value fit (none was written as Oversized).
bool write_values(OutputArchive& archive, const detail::FrameRecord& record, FrameTables& tables,
                  WrittenBefore* before = nullptr, std::uint32_t frame = 0, Written when = Written::AtCrash) noexcept;

/// Whether `record`'s values are those of `earlier`, written before it: the same objects, of the
/// same types, every one recorded by reference, so their bytes would be the same (a recursion's
/// receiver, and a stream or handler it passes down).
bool repeats_values(const detail::FrameRecord& record, const detail::FrameRecord& earlier) noexcept;

/// Writes the record's values as repeats of those of the thread's frame number `earlier` (top
/// first), which repeats_values() found to be the same.
void write_repeated_values(OutputArchive& archive, const detail::FrameRecord& record, std::uint32_t earlier) noexcept;

}  // namespace recrash::capture
