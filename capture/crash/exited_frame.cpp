// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio; stale memory is read under a
// fault guard.
#include "crash/exited_frame.hpp"

#include "crash/fault_guard.hpp"
#include "function_registry.hpp"

namespace recrash::capture {

namespace {

/// Copies the exited call's slots, reading the values where they live. The slots are in its
/// guard, whose scope has ended (AddressSanitizer would call that a use after scope: it is the
/// point here, and a fault is caught by the caller's guard).
__attribute__((no_sanitize("address"))) bool copy_slots(const detail::FrameRecord& record, ExitedFrame& out) noexcept {
  for (std::uint32_t i = 0; i < record.slot_count; ++i) {
    const detail::ValueSlot& slot = record.slots[i];
    if (slot.traits == nullptr || slot.traits->magic != detail::kValueTraitsMagic) return false;
    const detail::ValueTraits* live = slot.traits->live != nullptr ? slot.traits->live : slot.traits;
    out.slots[i] = detail::ValueSlot{slot.live, slot.live, live, format::Strategy::Reference, false, nullptr};
  }
  return true;
}

}  // namespace

bool find_exited_frame(const detail::ShadowStack& stack, const CrashSite& site, ExitedFrame& out) noexcept {
  const detail::FrameRecord& record = stack.frames[detail::slot_of(stack.depth)];
  const detail::FunctionDescriptor* function = record.function;
  if (record.depth != stack.depth || function == nullptr || record.frozen) return false;
  if (!code_contains(*function, site.pc)) return false;
  // A hooked function inlined into its caller shares the caller's code: when the call in flight
  // below is in that code too, the crash is the caller's own, after the inlined call returned.
  if (stack.depth != 0) {
    const detail::FrameRecord* below = detail::record_at(stack, stack.depth - 1);
    if (below != nullptr && code_contains(*below->function, site.pc)) return false;
  }
  if (record.slot_count > kMaxExitedFrameSlots) return false;
  // The slots live in the hook's guard, a local of the function: they must be in its frame.
  const auto slots_begin = reinterpret_cast<std::uintptr_t>(record.slots);
  const std::uintptr_t slots_end = slots_begin + record.slot_count * sizeof(detail::ValueSlot);
  if (record.slot_count != 0 && (slots_begin < site.frame_low || slots_end > site.frame_high)) return false;

  bool genuine = true;
  auto copy = [&] { genuine = copy_slots(record, out); };
  if (!run_guarded(copy) || !genuine) return false;
  out.record = record;
  out.record.slots = out.slots;
  return true;
}

}  // namespace recrash::capture
