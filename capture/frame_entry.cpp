// SPDX-License-Identifier: MIT
// The copies a recorded call makes at entry (RECRASH_COPY=copy, recrash::by_copy) and destroys at
// exit, through each type's CopyOps, and the rest of a recorded call that copies or is observed
// (Frame::enter_unusual): here rather than in the hook (recrash/frame.hpp), so that a hook holds
// no code per type to copy, nor the code of what few calls do. Runs in the program's own threads,
// in normal context (never in a signal handler).
#include <recrash/config.hpp>
#include <recrash/frame.hpp>

#include <cstddef>
#include <cstdint>

namespace recrash::detail {
namespace {

/// Room for one copy in the hook's buffer, aligned; null when none is left (the hook sized the
/// buffer for every copy it may make, so this is a guard, not a limit).
void* place(unsigned char* copies, std::size_t capacity, std::size_t& used, const CopyOps& ops) noexcept {
  const auto base = reinterpret_cast<std::uintptr_t>(copies);
  const std::uintptr_t at = (base + used + ops.align - 1) & ~(std::uintptr_t{ops.align} - 1);
  if (at + ops.size > base + capacity) return nullptr;
  used = at + ops.size - base;
  return reinterpret_cast<void*>(at);
}

}  // namespace

bool make_copies(ValueSlot* slots, const CopyPlan* plan, std::uint32_t count, unsigned char* copies,
                 std::size_t capacity, const void* used_fields, bool& copied) noexcept {
  const auto for_receiver = static_cast<CopyStrategy>(receiver_copy_strategy.load(std::memory_order_relaxed));
  const auto for_arguments = static_cast<CopyStrategy>(argument_copy_strategy.load(std::memory_order_relaxed));
  bool fell_back = false;
  std::size_t used = 0;
  bool stack_checked = false;
  bool stack_spare = true;
  for (std::uint32_t i = 0; i < count; ++i) {
    const CopyPlan& value = plan[i];
    ValueSlot& slot = slots[i];
    const CopyStrategy strategy = value.strategy != kDefaultStrategy && !value.used_fields
                                      ? static_cast<CopyStrategy>(value.strategy)
                                      : (value.receiver ? for_receiver : for_arguments);
    // A method called through a null pointer, or a reference bound to `*p` with `p` null: kept by
    // its address (the dump says it was null) rather than copied, which would fault here. The
    // address came from the hook through memory, so the compiler cannot assume it non-null.
    if (strategy != CopyStrategy::Copy || slot.live == nullptr) continue;
    if (!stack_checked) {
      stack_checked = true;
      stack_spare = stack_to_spare();
    }
    if (!stack_spare) {
      slot.copy_fell_back = true;  // a copy could overflow the stack: kept by address
      continue;
    }
    // A used-fields copy is read through traits whose saving code some unit of the program
    // instantiated (recrash/detail/value.hpp); where none did, the receiver is kept by address.
    const bool readable = value.copy != nullptr && (!value.used_fields || value.copy->copy_traits->save != nullptr);
    void* storage = readable ? place(copies, capacity, used, *value.copy) : nullptr;
    const void* from = value.used_fields ? used_fields : slot.live;
    if (storage == nullptr || !value.copy->make(storage, from)) {
      slot.copy_fell_back = true;  // no code to copy or read it, or its copy threw: kept by address
      fell_back = true;
      continue;
    }
    slot.object = storage;
    slot.copy = value.copy;
    copied = true;
    if (value.used_fields) {
      slot.traits = value.copy->copy_traits;
      slot.strategy = format::Strategy::UsedFields;
    } else {
      slot.strategy = format::Strategy::Copy;
    }
  }
  return fell_back;
}

void Frame::enter_unusual(ShadowStack& stack, ValueSlot* slots, std::uint32_t count, const CopyPlan* plan,
                          bool forced_copy, unsigned char* copies, std::size_t capacity,
                          const void* used_fields) noexcept {
  if (stack.writing != 0) return;  // called by recrash's own writing: not recorded
  // A value RECRASH_COPY=copy asked to copy and that cannot be: the frame is serialized now.
  bool fell_back = false;
  if (forced_copy || copy_configured.load(std::memory_order_relaxed)) {
    fell_back = make_copies(slots, plan, count, copies, capacity, used_fields, copied_);
  }
  // The frames a handled exception left are not this call's callers (a handler's calls are).
  if (stack.exception_left != 0) drop_handled_exception_frames(stack);
  unusual_ = true;
  slots_ = slots;
  count_ = count;
  push(stack, slots, count);
  if (fell_back) freeze_at_entry(stack, depth_);
  if (observing_mutations.load(std::memory_order_relaxed)) observe_entry(*function_, slots, count);
}

void Frame::leave_unusual() noexcept {
  if (observing_mutations.load(std::memory_order_relaxed)) observe_exit(slots_);
  pop();
  if (copied_) destroy_copies(slots_, count_);
}

void destroy_copies(ValueSlot* slots, std::uint32_t count) noexcept {
  for (std::uint32_t i = 0; i < count; ++i) {
    const ValueSlot& slot = slots[i];
    if (slot.copy != nullptr) slot.copy->destroy(const_cast<void*>(slot.object));
  }
}

}  // namespace recrash::detail
