// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio; values are read guarded.
#include "crash/sized_buffer.hpp"

#include "crash/fault_guard.hpp"

#include <recrash/detail/value.hpp>

#include <cstddef>
#include <cstring>
#include <type_traits>
#include <typeinfo>

namespace recrash::capture {
namespace {

bool points_to_bytes(const std::type_info& type) noexcept {
  return type == typeid(char*) || type == typeid(const char*) || type == typeid(unsigned char*) ||
         type == typeid(const unsigned char*) || type == typeid(signed char*) || type == typeid(const signed char*) ||
         type == typeid(void*) || type == typeid(const void*) || type == typeid(std::byte*) ||
         type == typeid(const std::byte*);
}

template <class T>
bool count_of(const void* object, std::uint64_t& count) noexcept {
  const T value = *static_cast<const T*>(object);
  if constexpr (std::is_signed_v<T>) {
    if (value < 0) return false;
  }
  count = static_cast<std::uint64_t>(value);
  return true;
}

/// The value of an integer `object` of `type`; false when `type` is not an integer type, the
/// value is negative, or it cannot be read.
bool read_count(const std::type_info& type, const void* object, std::uint64_t& count) noexcept {
  bool valid = false;
  auto read = [&] {
    if (type == typeid(int)) {
      valid = count_of<int>(object, count);
    } else if (type == typeid(unsigned)) {
      valid = count_of<unsigned>(object, count);
    } else if (type == typeid(long)) {
      valid = count_of<long>(object, count);
    } else if (type == typeid(unsigned long)) {
      valid = count_of<unsigned long>(object, count);
    } else if (type == typeid(long long)) {
      valid = count_of<long long>(object, count);
    } else if (type == typeid(unsigned long long)) {
      valid = count_of<unsigned long long>(object, count);
    } else if (type == typeid(short)) {
      valid = count_of<short>(object, count);
    } else if (type == typeid(unsigned short)) {
      valid = count_of<unsigned short>(object, count);
    }
  };
  return run_guarded(read) && valid;
}

bool identifier_character(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

char lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool contains(const char* text, const char* part) noexcept {
  const std::size_t length = std::strlen(part);
  for (; *text != '\0'; ++text) {
    std::size_t i = 0;
    while (i < length && lower(text[i]) == part[i]) ++i;
    if (i == length) return true;
  }
  return false;
}

/// The offset of the last NUL among `size` bytes, or `size` when they are characters `ran_on` to
/// the NUL after them; SizedBuffer::kNoText when there is none or the bytes cannot be read. (The
/// byte after a buffer is read only when a C string's length was found there: it may be another
/// allocation's.)
std::size_t last_nul(const char* bytes, std::size_t size, bool ran_on) noexcept {
  std::size_t last = SizedBuffer::kNoText;
  auto scan = [&] {
    for (std::size_t i = size; i-- > 0;) {
      if (bytes[i] == '\0') {
        last = i;
        return;
      }
    }
    if (ran_on && detail::readable_memory(bytes + size, 1) && bytes[size] == '\0') last = size;
  };
  return run_guarded(scan) ? last : SizedBuffer::kNoText;
}

}  // namespace

bool parameter_name(const char* parameters, std::uint32_t index, char* name, std::size_t capacity) noexcept {
  if (parameters == nullptr || capacity == 0) return false;
  // The item's extent: top-level commas part them (a hook's arguments are names, each perhaps in
  // a call of recrash's: `::recrash::by_copy(x)`).
  const char* item = parameters;
  int depth = 0;
  for (std::uint32_t seen = 0; seen < index; ++item) {
    if (*item == '\0') return false;
    if (*item == '(' || *item == '<') ++depth;
    if (*item == ')' || *item == '>') --depth;
    if (*item == ',' && depth == 0) ++seen;
  }
  const char* end = item;
  for (depth = 0; *end != '\0' && !(*end == ',' && depth == 0); ++end) {
    if (*end == '(' || *end == '<') ++depth;
    if (*end == ')' || *end == '>') --depth;
  }
  // Its last identifier.
  while (end > item && !identifier_character(end[-1])) --end;
  const char* begin = end;
  while (begin > item && identifier_character(begin[-1])) --begin;
  const auto length = static_cast<std::size_t>(end - begin);
  if (length == 0 || length >= capacity) return false;
  std::memcpy(name, begin, length);
  name[length] = '\0';
  return true;
}

bool names_a_length(const char* name) noexcept {
  if (std::strcmp(name, "n") == 0 || std::strcmp(name, "cb") == 0) return true;
  for (const char* part : {"size", "len", "count", "bytes"}) {
    if (contains(name, part)) return true;
  }
  return false;
}

bool sized_buffer(const detail::FrameRecord& record, std::uint32_t index, SizedBuffer& buffer) noexcept {
  if (record.function == nullptr || index + 1 >= record.slot_count) return false;
  const detail::ValueSlot& pointer = record.slots[index];
  const detail::ValueSlot& length = record.slots[index + 1];
  if (pointer.object == nullptr || length.object == nullptr || pointer.traits == nullptr || length.traits == nullptr ||
      !points_to_bytes(*pointer.traits->type)) {
    return false;
  }
  // The parameter text lists the arguments, not the receiver, which comes first among the values.
  const bool receiver = record.function->kind == format::FunctionKind::Member ||
                        record.function->kind == format::FunctionKind::ConstMember;
  if (receiver && index == 0) return false;
  char name[64];
  if (!parameter_name(record.function->parameters, index + 1 - (receiver ? 1 : 0), name, sizeof(name)) ||
      !names_a_length(name)) {
    return false;
  }
  std::uint64_t count = 0;
  if (!read_count(*length.traits->type, length.object, count) || count > detail::kMaxCStringArgumentBytes) return false;
  const void* address = nullptr;  // a pointer to bytes of any of those types: same representation
  auto read = [&] { std::memcpy(&address, pointer.object, sizeof(address)); };
  if (!run_guarded(read) || address == nullptr) return false;
  const char* bytes = static_cast<const char*>(address);
  auto size = static_cast<std::size_t>(count);
  if (!detail::readable_memory(bytes, size)) return false;
  // Characters may be a C string whose "length" counts something else (a number of times): with
  // no NUL among them, they run on to their NUL, so that a test has the whole string either way.
  const std::type_info& type = *pointer.traits->type;
  bool ran_on = false;
  if (type != typeid(void*) && type != typeid(const void*) && type != typeid(std::byte*) &&
      type != typeid(const std::byte*)) {
    bool ended = false;
    auto scan = [&] { ended = std::memchr(bytes, '\0', size) != nullptr; };
    if (!run_guarded(scan)) return false;
    ran_on = !ended;
    if (ran_on) size += detail::bounded_strlen(bytes + size, detail::kMaxCStringArgumentBytes - size);
  }
  buffer = {bytes, size, last_nul(bytes, size, ran_on)};
  return true;
}

}  // namespace recrash::capture
