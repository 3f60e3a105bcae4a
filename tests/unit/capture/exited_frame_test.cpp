// SPDX-License-Identifier: MIT
// When the crash path takes the record above the top of the shadow stack for the crashing call
// (an optimizer moved the crash below the hook's exit), and when it must not.
#include "../../../capture/crash/exited_frame.hpp"

#include <recrash/recrash.hpp>

#include <gtest/gtest.h>

#include <cstdint>

namespace {

using recrash::capture::CrashSite;
using recrash::capture::ExitedFrame;
using recrash::capture::find_exited_frame;
using namespace recrash::detail;

constexpr std::uint64_t kCodeBegin = 0x1000;
constexpr std::uint64_t kCodeEnd = 0x2000;

struct ExitedCall : ::testing::Test {
  ExitedCall() {
    function.code_begin = kCodeBegin;
    function.code_end = kCodeEnd;
    copy = 6;
    slots[0] = ValueSlot{&copy, &live, &value_traits<int>, recrash::format::Strategy::Copy, false, nullptr};
    stack.depth = 1;  // the caller is in flight, the crashing call popped
    stack.frames[0] = FrameRecord{1, 0, &caller, nullptr, 0, false, false, 0, 0};
    stack.frames[1] = FrameRecord{2, 1, &function, slots, 1, false, false, 0, 0};
    site.pc = kCodeBegin + 0x10;
    site.frame_low = reinterpret_cast<std::uintptr_t>(slots);
    site.frame_high = site.frame_low + sizeof(slots);
  }

  FunctionDescriptor function{"f", "int f(int)", "value", "f.cpp", 1, "", "", recrash::format::FunctionKind::Free};
  FunctionDescriptor caller{"g", "int g()", "", "g.cpp", 1, "", "", recrash::format::FunctionKind::Free};
  int live = 7;
  int copy = 0;
  ValueSlot slots[1];
  ShadowStack stack{};
  CrashSite site;
  ExitedFrame found{};
};

TEST_F(ExitedCall, IsFoundWithItsValuesReadWhereTheyLive) {
  ASSERT_TRUE(find_exited_frame(stack, site, found));
  EXPECT_EQ(found.record.function, &function);
  EXPECT_EQ(found.record.depth, 1u);
  ASSERT_EQ(found.record.slot_count, 1u);
  EXPECT_EQ(found.record.slots, found.slots);
  EXPECT_EQ(found.slots[0].object, &live);  // the copy was destroyed at the hook's exit
  EXPECT_EQ(found.slots[0].strategy, recrash::format::Strategy::Reference);
}

TEST_F(ExitedCall, NotWhenTheCrashIsInAnotherFunction) {
  site.pc = kCodeEnd;
  EXPECT_FALSE(find_exited_frame(stack, site, found));
}

TEST_F(ExitedCall, NotWhenTheCallerInFlightHoldsTheSameCode) {
  caller.code_begin = kCodeBegin;  // the hooked function was inlined into it
  caller.code_end = kCodeEnd;
  EXPECT_FALSE(find_exited_frame(stack, site, found));
}

TEST_F(ExitedCall, NotWhenItsSlotsAreOutsideTheCrashingFunctionsStack) {
  site.frame_low += sizeof(ValueSlot);
  site.frame_high += sizeof(ValueSlot);
  EXPECT_FALSE(find_exited_frame(stack, site, found));
}

TEST_F(ExitedCall, NotWhenItsSlotsHoldNoGenuineValueTraits) {
  static const std::uint64_t garbage[8] = {};
  slots[0].traits = reinterpret_cast<const ValueTraits*>(garbage);
  EXPECT_FALSE(find_exited_frame(stack, site, found));
}

TEST_F(ExitedCall, NotWhenTheRecordIsAnotherDepths) {
  stack.frames[1].depth = 1 + kShadowStackCapacity;
  EXPECT_FALSE(find_exited_frame(stack, site, found));
}

}  // namespace
