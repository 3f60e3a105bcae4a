// SPDX-License-Identifier: MIT
// Async-signal-safe: a pointer argument whose next argument says how many bytes it points to.
#pragma once

#include <recrash/detail/shadow_stack.hpp>

#include <cstddef>
#include <cstdint>

namespace recrash::capture {

/// The bytes a pointer value points to, as the value after it counts them.
struct SizedBuffer {
  static constexpr std::size_t kNoText = ~std::size_t{0};
  const char* bytes = nullptr;
  std::size_t size = 0;
  /// The offset of the last NUL among the bytes or right after them: a `char*` that points into
  /// the bytes up to there reads the characters a test's copy of them holds (it ends at the same
  /// NUL). kNoText when no NUL is known there.
  std::size_t text_length = kNoText;
};

/// Whether value `index` of `record` is a pointer to bytes (`void*`, `char*`, `unsigned char*`,
/// `std::byte*`, const or not) followed by an integer parameter whose name says it is a length
/// (`size`, `len`, `length`, `count`, `n`, `dataSize`, `num_bytes`, ...): a buffer and its size,
/// `parse(const std::uint8_t* data, std::size_t size)`. Then `buffer` gets where the bytes are
/// and how many, read from the values now (characters with no NUL among them run on to their
/// NUL), and where their last NUL is; false when the pointer is null, the count is over
/// detail::kMaxCStringArgumentBytes, or the values or the bytes cannot be read.
bool sized_buffer(const detail::FrameRecord& record, std::uint32_t index, SizedBuffer& buffer) noexcept;

/// The name of parameter `index` in a hook's parameter text ("::recrash::by_reference(data),
/// size"), copied into `name` (at most `capacity` - 1 characters and a NUL); false when there is
/// no such parameter.
bool parameter_name(const char* parameters, std::uint32_t index, char* name, std::size_t capacity) noexcept;

/// Whether a parameter so named holds a length: it names a size, a length, a count or a number
/// of bytes.
bool names_a_length(const char* name) noexcept;

}  // namespace recrash::capture
