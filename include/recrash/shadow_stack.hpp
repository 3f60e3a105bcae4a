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
  const FunctionDescriptor* function;
  const ValueSlot* slots;  ///< receiver first when the function has one
  std::uint32_t slot_count;
  /// Set when an exception left the frame: its values were serialized into the thread's arena
  /// at [frozen_offset, frozen_offset + frozen_size) before the objects died.
  bool frozen;
  std::uint32_t frozen_offset;
  std::uint32_t frozen_size;
};

inline constexpr std::uint32_t kShadowStackCapacity = 256;

struct ShadowStack {
  std::uint64_t next_id;
  std::uint32_t depth;  ///< may exceed the capacity; frames above it are counted, not kept
  std::uint32_t arena_used;
  std::uint32_t arena_capacity;
  char* arena;  ///< allocated on the first frozen frame
  FrameRecord frames[kShadowStackCapacity];
};

extern __thread ShadowStack tls_shadow_stack __attribute__((tls_model("initial-exec")));
extern std::atomic<bool> capture_enabled;

/// Serializes the record's values into the arena so the record outlives them.
void freeze_frame(ShadowStack& stack, std::uint32_t depth) noexcept;
/// Pops frozen frames above `depth` and gives their arena space back.
void release_frozen(ShadowStack& stack, std::uint32_t depth) noexcept;

/// Pops `depth` and everything above it: ReCrash's "pop until id".
inline void pop_to(ShadowStack& stack, std::uint32_t depth) noexcept {
  if (stack.arena_used != 0) release_frozen(stack, depth);
  stack.depth = depth;
}

}  // namespace recrash::detail
