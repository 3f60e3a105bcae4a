// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The per-thread shadow stack that the hooks push to. Everything here is plain data so that it
/// can live in static TLS (no constructor, no destructor, no lazy initialisation on the hot path)
/// and be read from a signal handler.

#include <recrash/format/schema.hpp>
#include <recrash/value.hpp>

#include <atomic>
#include <cstdint>

namespace recrash::detail {

/// What the hooks know of a function at compile time. One static instance per hooked function.
struct FunctionDescriptor {
  const char* qualified_name;  ///< null when it is to be read off `signature`
  const char* signature;
  const char* parameters;
  const char* file;
  unsigned line;
  const char* header;
  const char* build_manifest;
  format::FunctionKind kind;
};

struct ValueSlot {
  const void* object = nullptr;  ///< the live value (Reference) or the hook's copy (Copy)
  const ValueTraits* traits = nullptr;
  format::Strategy strategy = format::Strategy::Reference;
  bool copy_fell_back = false;
};

struct FrameRecord {
  std::uint64_t id;
  std::uint32_t depth;  ///< which call depth this record holds; a ring slot is reused
  const FunctionDescriptor* function;
  const ValueSlot* slots;  ///< receiver first when the function has one
  std::uint32_t slot_count;
  /// Set when an exception left the frame: its values were serialized into the thread's arena
  /// at [frozen_offset, frozen_offset + frozen_size) before the objects died.
  bool frozen;
  std::uint32_t frozen_offset;
  std::uint32_t frozen_size;
};

/// Records kept per thread: the outermost kShadowStackBase calls, and in a ring the innermost
/// kShadowStackTop ones, so a runaway recursion keeps both its start and where it ended.
inline constexpr std::uint32_t kShadowStackCapacity = 256;
inline constexpr std::uint32_t kShadowStackTop = 64;
inline constexpr std::uint32_t kShadowStackBase = kShadowStackCapacity - kShadowStackTop;
static_assert((kShadowStackTop & (kShadowStackTop - 1)) == 0, "the ring's size must be a power of two");

/// The slot that records call depth `depth`.
constexpr std::uint32_t slot_of(std::uint32_t depth) noexcept {
  return depth < kShadowStackBase ? depth : kShadowStackBase + ((depth - kShadowStackBase) & (kShadowStackTop - 1));
}

struct ShadowStack {
  std::uint64_t next_id;
  std::uint32_t depth;  ///< the number of calls in flight, which may exceed the capacity
  std::uint32_t arena_used;
  std::uint32_t arena_capacity;
  char* arena;  ///< allocated on the first frozen frame
  FrameRecord frames[kShadowStackCapacity];
};

extern __thread ShadowStack tls_shadow_stack __attribute__((tls_model("initial-exec")));
extern std::atomic<bool> capture_enabled;
/// The configured strategies, read by every hook (kept here, inline, rather than behind a call).
extern std::atomic<std::uint8_t> receiver_copy_strategy;
extern std::atomic<std::uint8_t> argument_copy_strategy;

/// Serializes the record's values into the arena so the record outlives them.
void freeze_frame(ShadowStack& stack, std::uint32_t depth) noexcept;
/// Pops frozen frames above `depth` and gives their arena space back.
void release_frozen(ShadowStack& stack, std::uint32_t depth) noexcept;

/// The record of call depth `depth`, or null when a deeper call has reused its slot.
inline const FrameRecord* record_at(const ShadowStack& stack, std::uint32_t depth) noexcept {
  const FrameRecord& record = stack.frames[slot_of(depth)];
  return depth < stack.depth && record.depth == depth && record.function != nullptr ? &record : nullptr;
}

/// Pops `depth` and everything above it: ReCrash's "pop until id".
inline void pop_to(ShadowStack& stack, std::uint32_t depth) noexcept {
  if (stack.arena_used != 0) release_frozen(stack, depth);
  stack.depth = depth;
}

}  // namespace recrash::detail
