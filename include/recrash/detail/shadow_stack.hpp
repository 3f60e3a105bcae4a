// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The per-thread shadow stack that the hooks push to. Everything here is plain data so that it
/// can live in static TLS (no constructor, no destructor, no lazy initialisation on the hot path)
/// and be read from a signal handler.

#include <recrash/detail/copy_slot.hpp>
#include <recrash/detail/value.hpp>
#include <recrash/format/schema.hpp>

#include <atomic>
#include <cstdint>

namespace recrash::detail {

/// Whether a hooked function's calls are recorded: decided on its first call (and again after
/// configure()), from the mode and, in second-chance mode, the watch list.
enum class FunctionState : std::uint8_t { Unresolved, Monitored, Skipped };

/// What the hooks know of a function: one static instance per hooked function, constant-
/// initialised from what the compiler knows, plus the run-time state its hook reads first.
struct FunctionDescriptor {
  constexpr FunctionDescriptor(const char* qualified_name_arg, const char* signature_arg, const char* parameters_arg,
                               const char* file_arg, unsigned line_arg, const char* header_arg,
                               const char* build_manifest_arg, format::FunctionKind kind_arg) noexcept
      : qualified_name(qualified_name_arg),
        signature(signature_arg),
        parameters(parameters_arg),
        file(file_arg),
        line(line_arg),
        header(header_arg),
        build_manifest(build_manifest_arg),
        kind(kind_arg) {}
  FunctionDescriptor(const FunctionDescriptor&) = delete;
  FunctionDescriptor& operator=(const FunctionDescriptor&) = delete;

  std::atomic<FunctionState> state{FunctionState::Unresolved};  ///< the hook's one load
  const char* qualified_name;                                   ///< null when it is to be read off `signature`
  const char* signature;  ///< the compiler's pretty signature; also the watch list's key
  const char* parameters;
  const char* file;
  unsigned line;
  const char* header;
  const char* build_manifest;
  format::FunctionKind kind;
  // Set once, on the first call, by capture/function_registry.cpp.
  std::atomic<bool> registered{false};
  std::uintptr_t code_begin = 0;  ///< the machine code the hook was inlined into, when known
  std::uintptr_t code_end = 0;
  /// An instrumented function has two bodies (recrash/detail/twin.hpp): the entry, which runs the
  /// program's code unrecorded, and the monitored twin, which holds the hook (code_begin above).
  /// These delimit the entry's code, where a crash of an unmonitored call happens.
  std::atomic<bool> hook_located{false};   ///< code_begin/code_end are set, or being set
  std::atomic<bool> entry_located{false};  ///< entry_begin/entry_end are set, or being set
  std::uintptr_t entry_begin = 0;
  std::uintptr_t entry_end = 0;
  /// Saving its frames at entry (RECRASH_COPY=copy, a value that cannot be copied): how many
  /// calls to leave by address after one that did not fit, and how many are left.
  mutable std::atomic<std::uint32_t> entry_backoff{0};
  mutable std::atomic<std::uint32_t> entry_skips{0};
};

/// Decides (and stores) whether `function` is monitored; called by its hook while its state is
/// Unresolved, so from its own code. Never inlined: the return address locates that code.
FunctionState resolve_function(FunctionDescriptor& function) noexcept;
/// Called by a twin on its first call (recrash/detail/twin.hpp): the return address locates the twin's
/// code, `entry_pc` (where the twin returns to) the entry's.
void locate_twin(FunctionDescriptor& function, const void* entry_pc) noexcept;

/// One captured value. Left uninitialised until its hook records the call (so a hook that
/// records nothing writes nothing), then filled in whole.
struct ValueSlot {
  const void* object;  ///< the live value (Reference) or the hook's copy (Copy)
  const void* live;    ///< the live value, also when `object` is a copy
  const ValueTraits* traits;
  format::Strategy strategy;
  bool copy_fell_back;
  const CopyOps* copy;  ///< how `object` was copied and is destroyed, when it is a copy
};

struct FrameRecord {
  std::uint64_t id;
  std::uint32_t depth;  ///< which call depth this record holds; a ring slot is reused
  const FunctionDescriptor* function;
  const ValueSlot* slots;  ///< receiver first when the function has one
  std::uint32_t slot_count;
  /// Set when the frame's values were serialized into the thread's arena, at
  /// [frozen_offset, frozen_offset + frozen_size): when an exception left the frame, before its
  /// objects died, or at entry, for values that RECRASH_COPY=copy could not copy.
  bool frozen;
  bool left_by_exception;
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
  /// The lowest address of the thread's stack, found on its first frame frozen at entry (0 not
  /// yet, 1 unknown).
  std::uintptr_t stack_low;
  const unsigned* uncaught_count;  ///< in this thread's C++ runtime; found on the first hook
  /// The function whose monitored twin is calling it again (recrash/detail/twin.hpp): its entry runs
  /// the body instead of the twin once, and clears this.
  const FunctionDescriptor* reentering;
  /// Non-zero while recrash writes values on this thread (a frame an exception leaves, a dump):
  /// a value's operator<< or serializer may call hooked code, which then records nothing (it
  /// could throw again, through a frame that would be written again, without end).
  std::uint32_t writing;
  /// Non-zero once an exception left frames on the stack (ReCrash keeps them): the next recorded
  /// call checks whether the exception is still in flight or being handled, and drops them if not.
  std::uint32_t exception_left;
  FrameRecord frames[kShadowStackCapacity];
};

extern __thread ShadowStack tls_shadow_stack __attribute__((tls_model("initial-exec")));
extern std::atomic<bool> capture_enabled;
/// The configured strategies, read by every hook (kept here, inline, rather than behind a call).
extern std::atomic<std::uint8_t> receiver_copy_strategy;
extern std::atomic<std::uint8_t> argument_copy_strategy;
/// Whether either of them is CopyStrategy::Copy: the one load a recorded call makes to know
/// whether it copies anything.
extern std::atomic<bool> copy_configured;

/// Set while the calls are observed for the immutability analysis (RECRASH_OBSERVE_MUTATIONS):
/// a monitored call's values are then serialized at entry and at exit (capture/mutation_observer.cpp).
extern std::atomic<bool> observing_mutations;

/// What sends every recorded call through Frame::enter_unusual() (recrash/frame.hpp), so that a
/// hook reads one flag for all of it: bits of UnusualEntry, set with copy_configured and
/// observing_mutations.
enum class UnusualEntry : std::uint8_t { CopyConfigured = 1, ObservingMutations = 2 };
extern std::atomic<std::uint8_t> unusual_entries;
inline void set_unusual_entries(UnusualEntry what, bool on) noexcept {
  const auto bit = static_cast<std::uint8_t>(what);
  if (on) {
    unusual_entries.fetch_or(bit, std::memory_order_relaxed);
  } else {
    unusual_entries.fetch_and(static_cast<std::uint8_t>(~bit), std::memory_order_relaxed);
  }
}
void observe_entry(const FunctionDescriptor& function, const ValueSlot* slots, std::uint32_t count) noexcept;
void observe_exit(const ValueSlot* slots) noexcept;

/// Where the C++ runtime counts this thread's uncaught exceptions (capture/function_registry.cpp).
const unsigned* locate_uncaught_count() noexcept;

/// std::uncaught_exceptions(), read without a call: the runtime's counter lives at a per-thread
/// address that does not move, found once per thread.
inline unsigned uncaught_exceptions(ShadowStack& stack) noexcept {
  if (__builtin_expect(stack.uncaught_count == nullptr, 0)) stack.uncaught_count = locate_uncaught_count();
  return *stack.uncaught_count;
}

/// Whether this thread has an exception in flight or in a handler (the Itanium C++ ABI's caught
/// and uncaught exceptions; capture/function_registry.cpp).
bool exception_pending() noexcept;

/// Pops the frames an exception left at the top of the stack once that exception is done with:
/// no longer in flight nor in a handler, which may yet fail, so a call made now is not theirs.
void drop_handled_exception_frames(ShadowStack& stack) noexcept;

/// Serializes the record's values into the arena so the record outlives them, and marks the
/// frame left by an exception (one frozen at entry keeps the values it had then).
void freeze_frame(ShadowStack& stack, std::uint32_t depth) noexcept;
/// Serializes the record's values into the arena now, at the call's entry, so the dump has the
/// state the call received (RECRASH_COPY=copy, for values that cannot be copied). Leaves the
/// record as it is, its values read at the crash, when they do not fit.
void freeze_at_entry(ShadowStack& stack, std::uint32_t depth) noexcept;
/// Whether the calling thread has 256 KB of stack left: with less, the Copy strategy copies
/// nothing and saves nothing at entry (a recursion about to overflow must do so in its own code,
/// not in a copy constructor or serializer a hook calls), and keeps values by address.
bool stack_to_spare() noexcept;
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
