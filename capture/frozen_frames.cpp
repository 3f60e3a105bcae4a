// SPDX-License-Identifier: MIT
// Frames whose values are serialized before the dump, into a per-thread arena whose bytes the
// record keeps: those an exception passes through, whose objects unwinding is about to destroy,
// and under RECRASH_COPY=copy those with a value that cannot be copied, at the call's entry; and
// the end of the first kind once their exception was handled.
// Runs during unwinding or in a hook, not in a signal handler: a thread's first frozen frame
// allocates its arena (and, at entry, reads its stack's bounds), which a hooked function run
// from a program's own signal handler must not do. A serializer stopped at an overflow is left
// by the fault guard's jump, as on a fault: one holding a lock would keep it.
#include "crash/fault_guard.hpp"
#include "crash/value_writer.hpp"

#include <recrash/detail/shadow_stack.hpp>

#include <pthread.h>

#include <cstdlib>

namespace recrash::detail {
namespace {
constexpr std::uint32_t kArenaBytes = 1024 * 1024;
/// Nothing is copied or frozen at entry with less stack than this left: a recursion about to
/// overflow must do so in its own code, not in a copy constructor or a serializer its hook calls.
constexpr std::uintptr_t kEntryStackReserve = std::uintptr_t{256} * 1024;
/// The most one frame saved at entry may take of the arena, so that a recursion's outer frames
/// leave room for more of them.
constexpr std::size_t kEntryFrameBytes = kArenaBytes / 4;
/// A function whose frame did not fit at entry is left by address for 1, 2, 4, ... calls (up to
/// this many): the state of a recursion's receiver grows with its depth, and writing it only to
/// find it too large, at every call, would cost as much as the program.
constexpr std::uint32_t kMaxEntryBackoff = 1U << 16;

// Frees a thread's arena when the thread ends; static TLS has no destructors of its own.
pthread_key_t g_arena_key;
pthread_once_t g_arena_key_once = PTHREAD_ONCE_INIT;

void free_arena(void* arena) {
  tls_shadow_stack.arena = nullptr;
  tls_shadow_stack.arena_capacity = tls_shadow_stack.arena_used = 0;
  std::free(arena);
}

char* allocate_arena() noexcept {
  pthread_once(&g_arena_key_once, [] { pthread_key_create(&g_arena_key, &free_arena); });
  auto* arena = static_cast<char*>(std::malloc(kArenaBytes));
  if (arena != nullptr) pthread_setspecific(g_arena_key, arena);
  return arena;
}

/// The arena's free space, allocating the arena first if need be (empty when that fails).
ByteBuffer free_space(ShadowStack& stack) noexcept {
  if (stack.arena == nullptr) {
    stack.arena = allocate_arena();
    stack.arena_capacity = stack.arena != nullptr ? kArenaBytes : 0;
  }
  return ByteBuffer{stack.arena + stack.arena_used, stack.arena_capacity - stack.arena_used, 0, false};
}

/// Whether the thread has kEntryStackReserve bytes of stack left below the caller.
bool spare_stack(ShadowStack& stack) noexcept {
  if (stack.stack_low == 0) {
    stack.stack_low = 1;
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      void* low = nullptr;
      std::size_t size = 0;
      if (pthread_attr_getstack(&attributes, &low, &size) == 0) stack.stack_low = reinterpret_cast<std::uintptr_t>(low);
      pthread_attr_destroy(&attributes);
    }
  }
  const auto here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
  if (stack.stack_low == 1) return true;  // unknown: nothing to go by
  return here > stack.stack_low && here - stack.stack_low > kEntryStackReserve;
}

/// Keeps the bytes written at the arena's free end as the record's values.
void keep_frozen(ShadowStack& stack, FrameRecord& record, const ByteBuffer& bytes) noexcept {
  record.frozen = true;
  record.frozen_offset = stack.arena_used;
  record.frozen_size = static_cast<std::uint32_t>(bytes.size);
  stack.arena_used += record.frozen_size;
}

}  // namespace

bool stack_to_spare() noexcept { return spare_stack(tls_shadow_stack); }

void freeze_frame(ShadowStack& stack, std::uint32_t depth) noexcept {
  FrameRecord& record = stack.frames[slot_of(depth)];
  if (record.depth != depth) return;  // a deeper call reused the slot
  record.left_by_exception = true;
  stack.exception_left = 1;
  if (record.frozen) return;  // at entry, or by an exception before
  ByteBuffer bytes = free_space(stack);
  OutputArchive archive(bytes);
  capture::FrameTables tables;  // on the thread's own stack: this runs while an exception unwinds
  capture::write_values(archive, record, tables);
  if (bytes.overflowed) {
    // No room: keep the frame, without its values, rather than point at dead objects.
    bytes.clear();
    archive(cereal::make_size_tag(static_cast<cereal::size_type>(0)));
  }
  keep_frozen(stack, record, bytes);
  record.slots = nullptr;
}

void drop_handled_exception_frames(ShadowStack& stack) noexcept {
  if (exception_pending()) return;
  std::uint32_t depth = stack.depth;
  while (depth > 0) {
    const FrameRecord* record = record_at(stack, depth - 1);
    if (record == nullptr || !record->left_by_exception) break;
    --depth;
  }
  pop_to(stack, depth);
  stack.exception_left = 0;
}

void freeze_at_entry(ShadowStack& stack, std::uint32_t depth) noexcept {
  FrameRecord& record = stack.frames[slot_of(depth)];
  if (record.depth != depth || record.frozen) return;
  const FunctionDescriptor& function = *record.function;
  // One of the calls left by address after a frame that did not fit (threads count down together;
  // never below zero).
  std::uint32_t skips = function.entry_skips.load(std::memory_order_relaxed);
  while (skips != 0 && !function.entry_skips.compare_exchange_weak(skips, skips - 1, std::memory_order_relaxed)) {
  }
  if (skips != 0) return;
  if (!spare_stack(stack)) return;
  ByteBuffer bytes = free_space(stack);
  if (bytes.capacity > kEntryFrameBytes) bytes.capacity = kEntryFrameBytes;
  // A value that does not fit stops its serializer at once: a deep recursion would otherwise
  // walk its whole, growing state at every call once the arena is full.
  bytes.on_overflow = &capture::return_to_guard_if_active;
  OutputArchive archive(bytes);
  capture::FrameTables tables;
  const bool all_fit = capture::write_values(archive, record, tables, nullptr, 0, capture::Written::AtEntry);
  if (all_fit && !bytes.overflowed) {
    keep_frozen(stack, record, bytes);
    function.entry_backoff.store(0, std::memory_order_relaxed);
  } else {
    const std::uint32_t backoff = function.entry_backoff.load(std::memory_order_relaxed);
    const std::uint32_t next = backoff == 0 ? 1 : (backoff >= kMaxEntryBackoff ? kMaxEntryBackoff : backoff * 2);
    function.entry_backoff.store(next, std::memory_order_relaxed);
    function.entry_skips.store(next, std::memory_order_relaxed);
  }
}

void release_frozen(ShadowStack& stack, std::uint32_t depth) noexcept {
  std::uint32_t used = 0;
  for (const FrameRecord& record : stack.frames) {
    if (record.depth < depth && record.frozen && record.frozen_offset + record.frozen_size > used) {
      used = record.frozen_offset + record.frozen_size;
    }
  }
  stack.arena_used = used;
}

}  // namespace recrash::detail
