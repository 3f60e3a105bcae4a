// SPDX-License-Identifier: MIT
// Frames an exception passes through. Their objects are about to be destroyed by unwinding, so
// their values are serialized now, into a per-thread arena, and the record keeps the bytes.
// Runs during unwinding, not in a signal handler.
#include "value_writer.hpp"

#include <recrash/shadow_stack.hpp>

#include <pthread.h>

#include <cstdlib>

namespace recrash::detail {
namespace {
constexpr std::uint32_t kArenaBytes = 256 * 1024;

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
}  // namespace

void freeze_frame(ShadowStack& stack, std::uint32_t depth) noexcept {
  FrameRecord& record = stack.frames[slot_of(depth)];
  if (record.depth != depth || record.frozen) return;  // a deeper call reused the slot
  if (stack.arena == nullptr) {
    stack.arena = allocate_arena();
    stack.arena_capacity = stack.arena != nullptr ? kArenaBytes : 0;
  }
  ByteBuffer bytes{stack.arena + stack.arena_used, stack.arena_capacity - stack.arena_used, 0, false};
  OutputArchive archive(bytes);
  capture::FrameTables tables;  // on the thread's own stack: this runs while an exception unwinds
  capture::write_values(archive, record, tables);
  if (bytes.overflowed) {
    // No room: keep the frame, without its values, rather than point at dead objects.
    bytes.clear();
    archive(cereal::make_size_tag(static_cast<cereal::size_type>(0)));
  }
  record.frozen = true;
  record.frozen_offset = stack.arena_used;
  record.frozen_size = static_cast<std::uint32_t>(bytes.size);
  record.slots = nullptr;
  stack.arena_used += record.frozen_size;
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
