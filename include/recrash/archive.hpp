// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// recrash's two cereal archives. Values are saved in a crashing process and loaded in a test,
/// so the output archive writes into a fixed buffer (no allocation, no exceptions) and the input
/// archive reads from memory and refuses any length longer than what is left.
///
/// A user type is serializable when cereal can serialize it with a generic archive: give it a
/// `template <class Archive> void serialize(Archive&)` member (or `save`/`load`), exactly as
/// cereal documents. Standard library types work once <recrash/serialization.hpp> is included.

#include <cereal/cereal.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace recrash {

namespace detail {

/// An object as the objects saved whole know it (SavedObjects): its address and type, the most
/// derived ones for a polymorphic class.
struct ObjectIdentity {
  const void* address = nullptr;  ///< null: no such object (a number, a null pointer)
  const std::type_info* type = nullptr;
  /// Set by ValueTraits::identify for a value: the type the value saves the object as (for a
  /// pointer, its pointee type), and whether the value is a pointer to it.
  const std::type_info* static_type = nullptr;
  bool through_pointer = false;
  /// The bytes of the object as its static type knows them (for a polymorphic class, the part
  /// of that class): a pointer into them is written as this object and an offset.
  const void* part = nullptr;
  std::size_t part_size = 0;
};

/// The identity of `*object`; the same on both sides, saving and loading.
template <class T>
ObjectIdentity object_identity(const T* object) {
  if constexpr (std::is_polymorphic_v<T>) {
    return {dynamic_cast<const void*>(object), &typeid(*object), nullptr, false, object, sizeof(T)};
  } else {
    return {object, &typeid(T), nullptr, false, object, sizeof(T)};
  }
}

}  // namespace detail

/// Where a pointer points inside an object that an archive knows (on its path, or saved whole
/// before): that object's number and the byte offset from its start.
struct Interior {
  std::uint32_t index;
  std::uint64_t offset;
};

/// Whether `bytes` bytes at `address` lie inside the `size` bytes at `start`; the offset from
/// `start` when they do. Not the address one past their end: that may be another object's.
inline bool lies_inside(const void* address, std::size_t bytes, const void* start, std::size_t size,
                        std::uint64_t& offset) noexcept {
  const auto at = reinterpret_cast<std::uintptr_t>(address);
  const auto begin = reinterpret_cast<std::uintptr_t>(start);
  if (start == nullptr || at < begin || at - begin >= size || bytes > size - (at - begin)) return false;
  offset = at - begin;
  return true;
}

/// The objects whose serializers are running, outermost first, each with its static type. The
/// serializers recrash-instrument generates push their object here, so that a raw pointer back
/// to one of them (a parent pointer) is written as a reference to it rather than followed round
/// a cycle, and is loaded as a pointer to the object being loaded. A fixed array: it lives in
/// the archive, on the crashing thread's stack.
class ObjectPath {
 public:
  static constexpr std::uint32_t kCapacity = 32;
  static constexpr std::uint32_t kNotFound = kCapacity;

  /// False, and nothing pushed, when the path is full.
  bool push(const void* address, const std::type_info& type, std::size_t size) noexcept {
    if (depth_ == kCapacity) return false;
    entries_[depth_++] = {address, &type, size};
    return true;
  }
  void pop() noexcept { --depth_; }
  /// Which items (bases, then data members, in the order of its generated serializer) of the
  /// outermost object are in the data: all, unless its value holds only the members its call
  /// used (format::Strategy::UsedFields). Set before loading that object.
  void select_root_items(std::uint64_t items) noexcept { root_items_ = items; }
  /// Called for each item of a generated serializer: whether it is in the data. Only the
  /// outermost object's items are counted (the path holds just that object while they run).
  bool take_item() noexcept {
    if (depth_ != 1) return true;
    const std::uint32_t item = next_root_item_++;
    return item < 64 ? (root_items_ >> item & 1) != 0 : root_items_ == kAllItems;
  }
  bool full() const noexcept { return depth_ == kCapacity; }
  std::uint32_t depth() const noexcept { return depth_; }
  /// The innermost entry for this object of this type, or kNotFound.
  std::uint32_t find(const void* address, const std::type_info& type) const noexcept {
    for (std::uint32_t i = depth_; i-- > 0;) {
      if (entries_[i].address == address && *entries_[i].type == type) return i;
    }
    return kNotFound;
  }
  /// The object at `index` and the type it was pushed as, or {nullptr, nullptr}.
  std::pair<const void*, const std::type_info*> at(std::uint32_t index) const noexcept {
    if (index >= depth_) return {nullptr, nullptr};
    return {entries_[index].address, entries_[index].type};
  }
  /// The innermost object whose bytes hold `bytes` bytes at `address` (lies_inside), or
  /// {kNotFound, 0}.
  Interior find_inside(const void* address, std::size_t bytes) const noexcept {
    std::uint64_t offset = 0;
    for (std::uint32_t i = depth_; i-- > 0;) {
      if (lies_inside(address, bytes, entries_[i].address, entries_[i].size, offset)) return {i, offset};
    }
    return {kNotFound, 0};
  }
  /// The bytes of the object at `index`, or {nullptr, 0}.
  std::pair<const void*, std::size_t> bytes_of(std::uint32_t index) const noexcept {
    if (index >= depth_) return {nullptr, 0};
    return {entries_[index].address, entries_[index].size};
  }

 private:
  struct Entry {
    const void* address;
    const std::type_info* type;
    std::size_t size;
  };
  static constexpr std::uint64_t kAllItems = ~std::uint64_t{0};
  Entry entries_[kCapacity];
  std::uint32_t depth_ = 0;
  std::uint64_t root_items_ = kAllItems;
  std::uint32_t next_root_item_ = 0;
};

/// The objects written whole (a value, what its raw pointers point to and what its
/// `std::unique_ptr`s own), in the order they were written, each with its type (the dynamic type
/// for a polymorphic one). A second pointer to one of them is written as its index, and loaded
/// as a pointer to the object loaded the first time: one object saved once, aliases kept. An
/// index is taken when an object starts (so that saving and loading number them the same) and it
/// is found only once the object is complete; an object still being written is on the
/// ObjectPath. A fixed array, like the path: past its capacity objects are written whole again.
///
/// The dump numbers the objects of all the values of a frame in one table (kFrameObjects
/// entries, the same when saving and loading), so that an argument that is the receiver
/// (`a.merge(a)`), or points into it, is written as a reference to it. Each value's payload
/// starts numbering where the one before it stopped (format::Value::first_object), so a loader
/// can resume there (resume_at) and load the values in any order. An archive made without a
/// table has one of kValueObjects entries of its own.
class SavedObjects {
 public:
  struct Entry {
    const void* address;
    const std::type_info* type;
    const void* part;  ///< its bytes, as detail::ObjectIdentity::part
    std::size_t part_size;
  };
  static constexpr std::uint32_t kNotFound = 0xffffffffu;

  SavedObjects(Entry* entries, std::uint32_t capacity) noexcept : entries_(entries), capacity_(capacity) {}
  SavedObjects(const SavedObjects&) = delete;
  SavedObjects& operator=(const SavedObjects&) = delete;

  /// The index of the next object, or kNotFound when full.
  std::uint32_t start() noexcept {
    if (next_ == capacity_) return kNotFound;
    entries_[next_] = {};
    const std::uint32_t index = next_++;
    if (next_ > count_) count_ = next_;
    return index;
  }
  void complete(std::uint32_t index, const detail::ObjectIdentity& identity) noexcept {
    if (index < count_ && identity.address != nullptr) {
      entries_[index] = {identity.address, identity.type, identity.part, identity.part_size};
    }
  }
  std::uint32_t find(const void* address, const std::type_info& type) const noexcept {
    for (std::uint32_t i = 0; i < count_; ++i) {
      if (entries_[i].address == address && entries_[i].type != nullptr && *entries_[i].type == type) return i;
    }
    return kNotFound;
  }
  /// The complete object at `index` and its type, or {nullptr, nullptr}.
  std::pair<const void*, const std::type_info*> at(std::uint32_t index) const noexcept {
    if (index >= count_) return {nullptr, nullptr};
    return {entries_[index].address, entries_[index].type};
  }
  /// The smallest complete object whose bytes hold `bytes` bytes at `address` (lies_inside), or
  /// {kNotFound, 0}.
  Interior find_inside(const void* address, std::size_t bytes) const noexcept {
    Interior found{kNotFound, 0};
    std::uint64_t offset = 0;
    for (std::uint32_t i = 0; i < count_; ++i) {
      if (entries_[i].type != nullptr && lies_inside(address, bytes, entries_[i].part, entries_[i].part_size, offset) &&
          (found.index == kNotFound || entries_[i].part_size < entries_[found.index].part_size)) {
        found = {i, offset};
      }
    }
    return found;
  }
  /// The bytes of the complete object at `index`, or {nullptr, 0}.
  std::pair<const void*, std::size_t> bytes_of(std::uint32_t index) const noexcept {
    if (index >= count_ || entries_[index].type == nullptr) return {nullptr, 0};
    return {entries_[index].part, entries_[index].part_size};
  }
  /// The index the next object takes.
  std::uint32_t next() const noexcept { return next_; }
  std::uint32_t capacity() const noexcept { return capacity_; }
  /// Forgets every object: a new frame's numbering starts.
  void clear() noexcept { count_ = next_ = 0; }
  /// Numbers the objects as `other` does (as far as this table holds them).
  void assign(const SavedObjects& other) noexcept {
    count_ = other.count_ < capacity_ ? other.count_ : capacity_;
    next_ = other.next_ < capacity_ ? other.next_ : capacity_;
    for (std::uint32_t i = 0; i < count_; ++i) entries_[i] = other.entries_[i];
  }
  /// Forgets the objects from `index` on: what a payload that was dropped had started.
  void truncate(std::uint32_t index) noexcept {
    if (index < count_) count_ = next_ = index;
  }
  /// Numbers the next objects from `index` (at most the capacity), keeping the entries of the
  /// others; the ones skipped over and never loaded are empty.
  void resume_at(std::uint32_t index) noexcept {
    next_ = index < capacity_ ? index : capacity_;
    for (; count_ < next_; ++count_) entries_[count_] = {};
  }

 private:
  Entry* entries_;
  std::uint32_t capacity_;
  std::uint32_t count_ = 0;  // entries [0, count_) are set
  std::uint32_t next_ = 0;
};

/// A SavedObjects with its N entries inside it.
template <std::uint32_t N>
class SavedObjectsOf : public SavedObjects {
 public:
  SavedObjectsOf() noexcept : SavedObjects(storage_, N) {}

 private:
  Entry storage_[N];
};

/// How many objects the values of one frame number (format::Value::first_object is at most
/// this), and how many an archive made without a table numbers.
inline constexpr std::uint32_t kFrameObjects = 512;
inline constexpr std::uint32_t kValueObjects = 64;

/// The ids cereal gives what an archive writes once and then refers to (the object of a shared
/// pointer, a polymorphic type's name), kept in a fixed array rather than cereal's hash maps,
/// which allocate. Ids count from 1; the first time a key is seen its id has the high bit set
/// (write the thing), afterwards not (write the id only). Past the capacity a key is new every
/// time: its thing is written again.
class FirstSightIds {
 public:
  static constexpr std::uint32_t kCapacity = 64;
  static constexpr std::uint32_t kFirstSight = 0x80000000;  // cereal::detail::msb_32bit

  std::uint32_t id_of(const void* key) noexcept {
    for (std::uint32_t i = 0; i < count_; ++i) {
      if (entries_[i].key == key) return entries_[i].id;
    }
    const std::uint32_t id = next_++;
    if (count_ < kCapacity) entries_[count_++] = {key, id};
    return id | kFirstSight;
  }

 private:
  struct Entry {
    const void* key;
    std::uint32_t id;
  };
  Entry entries_[kCapacity];
  std::uint32_t count_ = 0;
  std::uint32_t next_ = 1;
};

/// A caller-provided, fixed-capacity byte buffer. Writing past the end sets `overflowed` and
/// drops the bytes; it never allocates and never throws, so it is usable in a signal handler.
struct ByteBuffer {
  char* data = nullptr;
  std::size_t capacity = 0;
  std::size_t size = 0;
  bool overflowed = false;
  /// Called when a write does not fit, to stop the writer rather than let it walk the rest of
  /// its object for nothing (a fault guard's jump back); null to go on.
  void (*on_overflow)() noexcept = nullptr;

  void append(const void* bytes, std::size_t count) noexcept {
    if (count == 0) return;  // an empty container's bytes may be null, which memcpy must not get
    if (overflowed || count > capacity - size) {
      overflowed = true;
      if (on_overflow != nullptr) on_overflow();
      return;
    }
    std::memcpy(data + size, bytes, count);
    size += count;
  }
  /// Overwrites already written bytes, for lengths known only afterwards.
  void patch(std::size_t offset, const void* bytes, std::size_t count) noexcept {
    if (offset <= size && count <= size - offset) std::memcpy(data + offset, bytes, count);
  }
  /// A point to come back to: how much was written, and whether bytes had been lost by then.
  struct Mark {
    std::size_t size;
    bool overflowed;
  };
  Mark mark() const noexcept { return {size, overflowed}; }
  /// Drops everything written since `point`, and forgets an overflow only if it came after it:
  /// bytes lost before the mark stay lost, so a writer cannot go on as if they were there.
  void rewind(Mark point) noexcept {
    if (point.size <= size) size = point.size;
    overflowed = point.overflowed;
  }
  /// Empties the buffer.
  void clear() noexcept {
    size = 0;
    overflowed = false;
  }
};

class OutputArchive : public cereal::OutputArchive<OutputArchive, cereal::AllowEmptyClassElision> {
 public:
  explicit OutputArchive(ByteBuffer& buffer) noexcept
      : cereal::OutputArchive<OutputArchive, cereal::AllowEmptyClassElision>(this), buffer_(buffer) {}
  /// One that numbers the objects it writes whole in `saved`, a table shared with the archives
  /// of the other values of a frame.
  OutputArchive(ByteBuffer& buffer, SavedObjects& saved) noexcept : OutputArchive(buffer) { saved_ = &saved; }
  void saveBinary(const void* data, std::streamsize size) noexcept {
    buffer_.append(data, static_cast<std::size_t>(size));
  }
  ByteBuffer& buffer() noexcept { return buffer_; }
  ObjectPath& path() noexcept { return path_; }
  SavedObjects& saved() noexcept { return *saved_; }

  // These hide cereal's own, which keep what they saw in hash maps and a vector: saving runs in
  // the crash handler, which must not allocate. Same ids, same bytes.
  /// The id of a shared pointer's object (0 for null), written once.
  template <class T>
  std::uint32_t registerSharedPointer(const std::shared_ptr<T>& pointer) noexcept {
    return shared_object_id(pointer.get());
  }
  /// The same id, from the address of the object (null for none).
  std::uint32_t shared_object_id(const void* object) noexcept {
    return object == nullptr ? 0 : shared_objects_.id_of(object);
  }
  /// The id of a polymorphic type's name, written once.
  std::uint32_t registerPolymorphicType(const char* name) noexcept { return type_names_.id_of(name); }

 private:
  ByteBuffer& buffer_;
  ObjectPath path_;
  SavedObjectsOf<kValueObjects> own_saved_;
  SavedObjects* saved_ = &own_saved_;
  FirstSightIds shared_objects_;
  FirstSightIds type_names_;
};

/// Thrown by InputArchive when the data is shorter than what it claims to hold.
class FormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class InputArchive : public cereal::InputArchive<InputArchive, cereal::AllowEmptyClassElision> {
 public:
  InputArchive(const char* data, std::size_t size) noexcept
      : cereal::InputArchive<InputArchive, cereal::AllowEmptyClassElision>(this), data_(data), size_(size) {}
  /// One that finds and numbers the objects loaded whole in `saved`, shared with the archives of
  /// the other values of a frame.
  InputArchive(const char* data, std::size_t size, SavedObjects& saved) noexcept : InputArchive(data, size) {
    saved_ = &saved;
  }
  void loadBinary(void* out, std::streamsize count) {
    auto n = static_cast<std::size_t>(count);
    if (n == 0) return;  // into an empty container, whose data may be null
    if (n > remaining()) {
      throw FormatError("data ends " + std::to_string(n - remaining()) + " bytes early at offset " +
                        std::to_string(position_));
    }
    std::memcpy(out, data_ + position_, n);
    position_ += n;
  }
  /// A sequence of n elements needs at least n bytes (empty elements aside), so a count larger
  /// than the bytes left is corrupt; refusing it here keeps a bad count from allocating.
  void check_count(std::uint64_t count) const { check_count(count, 1); }
  /// The same for elements that take at least `least_bytes_each` bytes each.
  void check_count(std::uint64_t count, std::size_t least_bytes_each) const {
    if (count > remaining() / least_bytes_each) {
      throw FormatError("a length of " + std::to_string(count) + " at offset " + std::to_string(position_) +
                        " exceeds the " + std::to_string(remaining()) + " bytes left");
    }
  }
  std::size_t remaining() const noexcept { return size_ - position_; }
  std::size_t position() const noexcept { return position_; }
  ObjectPath& path() noexcept { return path_; }
  SavedObjects& saved() noexcept { return *saved_; }
  /// The dump format version of the data being read, the newest unless set: the dump's records
  /// read the fields their version has.
  std::uint32_t dump_version() const noexcept { return dump_version_; }
  void set_dump_version(std::uint32_t version) noexcept { dump_version_ = version; }

  /// cereal's, which its shared and weak pointer loaders call; also keeps each object so loaded,
  /// so that weakly_held() can tell those that nothing loaded owns.
  void registerSharedPointer(std::uint32_t id, std::shared_ptr<void> pointer) {
    shared_.push_back(pointer);
    cereal::InputArchive<InputArchive, cereal::AllowEmptyClassElision>::registerSharedPointer(id, std::move(pointer));
  }
  /// The objects loaded through shared pointers that only this archive owns (and cereal's table in
  /// it): those the program's weak pointers held, whose owners were not saved. They were alive in
  /// the program, and die with the archive unless the caller keeps them.
  std::vector<std::shared_ptr<void>> weakly_held() const {
    std::vector<std::shared_ptr<void>> held;
    for (const std::shared_ptr<void>& object : shared_) {
      if (object.use_count() == 2) held.push_back(object);
    }
    return held;
  }

 private:
  std::vector<std::shared_ptr<void>> shared_;
  ObjectPath path_;
  SavedObjectsOf<kValueObjects> own_saved_;
  SavedObjects* saved_ = &own_saved_;
  std::uint32_t dump_version_ = ~std::uint32_t{0};
  const char* data_;
  std::size_t size_;
  std::size_t position_ = 0;
};

template <class T>
std::enable_if_t<std::is_arithmetic_v<T> && !std::is_same_v<T, bool>> CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar,
                                                                                                const T& t) {
  ar.saveBinary(std::addressof(t), sizeof(t));
}
/// A bool as the program reads it: a member never set may hold any byte (Box2D's unused stack
/// entries), which the compiler's tests take for true; saved as 1, so that it loads. (A template:
/// a function taking a `const bool&` would take any unscoped enumeration too, and cereal would
/// find two ways to save one.)
template <class T>
std::enable_if_t<std::is_same_v<T, bool>> CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const T& t) {
  unsigned char byte = 0;
  std::memcpy(&byte, &t, 1);
  byte = byte != 0 ? 1 : 0;
  ar.saveBinary(&byte, 1);
}
template <class T>
std::enable_if_t<std::is_arithmetic_v<T> && !std::is_same_v<T, bool>> CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar,
                                                                                                T& t) {
  ar.loadBinary(std::addressof(t), sizeof(t));
}
/// A bool is one byte, 0 or 1; any other byte would be a bool with no value at all.
inline void CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar, bool& t) {
  unsigned char byte = 0;
  ar.loadBinary(&byte, 1);
  if (byte > 1)
    throw FormatError("a boolean holds " + std::to_string(byte) + " at offset " + std::to_string(ar.position() - 1));
  t = byte != 0;
}
template <class T>
void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const cereal::NameValuePair<T>& t) {
  ar(t.value);
}
template <class T>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar, cereal::NameValuePair<T>& t) {
  ar(t.value);
}
template <class T>
void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const cereal::SizeTag<T>& t) {
  ar(t.size);
}
template <class T>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar, cereal::SizeTag<T>& t) {
  ar(t.size);
  ar.check_count(static_cast<std::uint64_t>(t.size));
}
/// A vector of strings. cereal makes all its elements before it reads any, 32 bytes each however
/// few bytes are left; each string is written with its 8-byte length, so a count the bytes left
/// cannot hold is refused before anything is made. (A template, so that it is more specialized
/// than cereal's loader and finds cereal's string loader where it is used.)
template <class String, std::enable_if_t<std::is_same_v<String, std::string>, int> = 0>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar, std::vector<String>& strings) {
  cereal::size_type count = 0;
  ar(cereal::make_size_tag(count));
  ar.check_count(count, sizeof(cereal::size_type));
  strings.resize(static_cast<std::size_t>(count));
  for (String& text : strings) ar(text);
}
template <class T>
void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const cereal::BinaryData<T>& bd) {
  ar.saveBinary(bd.data, static_cast<std::streamsize>(bd.size));
}
template <class T>
void CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar, cereal::BinaryData<T>& bd) {
  ar.loadBinary(bd.data, static_cast<std::streamsize>(bd.size));
}

}  // namespace recrash

CEREAL_REGISTER_ARCHIVE(recrash::OutputArchive)
CEREAL_REGISTER_ARCHIVE(recrash::InputArchive)
CEREAL_SETUP_ARCHIVE_TRAITS(recrash::InputArchive, recrash::OutputArchive)
