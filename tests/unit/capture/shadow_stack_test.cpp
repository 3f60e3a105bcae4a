// SPDX-License-Identifier: MIT
// ReCrash's frame semantics: push on entry, pop on normal exit, keep what an exception left, and
// pop everything above a frame when it exits normally; and, past ReCrash, drop what an exception
// left once it was handled.
#include "dump_fixture.hpp"

#include <recrash/recrash.hpp>

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace {

using recrash::detail::tls_shadow_stack;
using recrash::format::Dump;
using recrash::testing::dump_here;

std::uint32_t depth() { return tls_shadow_stack.depth; }

int leaf(int x) {
  RECRASH_FUNCTION(x);
  return depth() + x;
}

int middle(int x) {
  RECRASH_FUNCTION(x);
  return leaf(x + 1);
}

TEST(ShadowStack, PushesOnEntryAndPopsOnNormalExit) {
  const std::uint32_t before = depth();
  EXPECT_EQ(middle(0), static_cast<int>(before) + 2 + 1);
  EXPECT_EQ(depth(), before);
}

std::uint64_t id_of_call() {
  RECRASH_FUNCTION();
  return recrash::detail::record_at(tls_shadow_stack, tls_shadow_stack.depth - 1)->id;
}

TEST(ShadowStack, GivesEveryInvocationItsOwnId) {
  const std::uint64_t first = id_of_call();
  const std::uint64_t second = id_of_call();
  EXPECT_NE(first, second);
}

[[noreturn]] void thrower(const std::string& why) {
  RECRASH_FUNCTION(why);
  throw std::runtime_error(why);
}

Dump catcher(int attempt) {
  RECRASH_FUNCTION(attempt);
  try {
    thrower("boom");
  } catch (const std::runtime_error&) {
  }
  return dump_here();  // thrower's frame is still on the shadow stack, above this one
}

TEST(ShadowStack, KeepsFramesAnExceptionLeftUntilTheEnclosingFrameReturns) {
  const std::uint32_t before = depth();
  const Dump dump = catcher(7);
  EXPECT_EQ(depth(), before);

  const auto& frames = recrash::format::crashing_frames(dump);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].state, recrash::format::FrameState::LeftByException);
  EXPECT_NE(frames[0].function.qualified_name.find("thrower"), std::string::npos);
  ASSERT_EQ(frames[0].values.size(), 1u);
  // Serialized while unwinding, before the string died.
  EXPECT_EQ(frames[0].values[0].kind, recrash::format::ValueKind::String);
  EXPECT_EQ(frames[0].values[0].rendering, "\"boom\"");
  EXPECT_EQ(frames[1].state, recrash::format::FrameState::InFlight);
  EXPECT_EQ(frames[1].values[0].rendering, "7");
}

Dump call_after_caught_exception() {
  RECRASH_FUNCTION();
  try {
    thrower("first");
  } catch (const std::runtime_error&) {
  }
  return [] {
    RECRASH_FUNCTION();
    return dump_here();
  }();
}

// Not ReCrash's rule, which keeps them until a caller returns: a call made once the exception was
// handled is not the thrower's callee, and a test of the thrower would throw, not crash.
TEST(ShadowStack, DropsTheFramesOfAHandledExceptionAtTheNextCall) {
  const Dump dump = call_after_caught_exception();
  const auto& frames = recrash::format::crashing_frames(dump);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].state, recrash::format::FrameState::InFlight);  // the lambda
  EXPECT_EQ(frames[1].state, recrash::format::FrameState::InFlight);  // call_after_caught_exception
  EXPECT_NE(frames[1].function.qualified_name.find("call_after_caught_exception"), std::string::npos);
  EXPECT_EQ(tls_shadow_stack.arena_used, 0u);  // the thrower's values, given back
}

Dump call_in_handler() {
  RECRASH_FUNCTION();
  try {
    thrower("second");
  } catch (const std::runtime_error&) {
    // A handler may yet fail because of what the exception left: its calls go above those frames.
    return [] {
      RECRASH_FUNCTION();
      return dump_here();
    }();
  }
  return {};
}

TEST(ShadowStack, KeepsTheFramesAnExceptionLeftWhileItsHandlerRuns) {
  const Dump dump = call_in_handler();
  const auto& frames = recrash::format::crashing_frames(dump);
  ASSERT_EQ(frames.size(), 3u);
  EXPECT_EQ(frames[0].state, recrash::format::FrameState::InFlight);         // the lambda
  EXPECT_EQ(frames[1].state, recrash::format::FrameState::LeftByException);  // thrower
  EXPECT_EQ(frames[2].state, recrash::format::FrameState::InFlight);         // call_in_handler
}

TEST(ShadowStack, DropsTheFramesOfAnExceptionAnUnhookedCallerHandled) {
  const std::uint32_t before = depth();
  try {
    thrower("caught by code without hooks");
  } catch (const std::runtime_error&) {
  }
  EXPECT_EQ(depth(), before + 1);  // kept until the next call
  const Dump dump = [] {
    RECRASH_FUNCTION();
    return dump_here();
  }();
  EXPECT_EQ(recrash::format::crashing_frames(dump).size(), 1u);
  EXPECT_EQ(depth(), before);
}

int thrower_depth_after_catch() {
  RECRASH_FUNCTION();
  try {
    thrower("x");
  } catch (const std::runtime_error&) {
  }
  return static_cast<int>(depth());
}

TEST(ShadowStack, NormalExitPopsKeptFramesAbove) {
  const std::uint32_t before = depth();
  EXPECT_EQ(thrower_depth_after_catch(), static_cast<int>(before) + 2);
  EXPECT_EQ(depth(), before);
  EXPECT_EQ(tls_shadow_stack.arena_used, 0u);
}

Dump recurse(int n) {
  RECRASH_FUNCTION(n);
  if (n == 0) return dump_here();
  return recurse(n - 1);
}

TEST(ShadowStack, KeepsTheBaseAndTheTopOfARunawayRecursion) {
  using recrash::detail::kShadowStackBase;
  using recrash::detail::kShadowStackTop;
  const int calls = static_cast<int>(recrash::detail::kShadowStackCapacity) + 44;
  ASSERT_EQ(depth(), 0u);  // the test body itself is not hooked
  const Dump dump = recurse(calls - 1);
  ASSERT_EQ(dump.threads.size(), 1u);
  const auto& thread = dump.threads[0];
  EXPECT_EQ(thread.frames.size(), recrash::detail::kShadowStackCapacity);
  EXPECT_EQ(thread.frames_omitted, 44u);
  // Top first: the innermost call (n == 0) and the ring's other entries, then the gap, then the base.
  EXPECT_EQ(thread.frames.front().values[0].rendering, "0");
  EXPECT_EQ(thread.frames[kShadowStackTop - 1].values[0].rendering, std::to_string(kShadowStackTop - 1));
  EXPECT_EQ(thread.frames[kShadowStackTop].depth + 1 + thread.frames_omitted, thread.frames[kShadowStackTop - 1].depth);
  EXPECT_EQ(thread.frames.back().values[0].rendering, std::to_string(calls - 1));
  EXPECT_EQ(thread.frames.back().depth, 0u);
  EXPECT_EQ(thread.frames[kShadowStackTop].depth, kShadowStackBase - 1);
}

TEST(ShadowStack, RecordsNothingWhenCaptureIsOff) {
  recrash::Config off;
  off.mode = recrash::Mode::Off;
  recrash::configure(off);
  const std::uint32_t before = depth();
  EXPECT_EQ(leaf(0), static_cast<int>(before));
  recrash::Config full;
  full.mode = recrash::Mode::Full;
  recrash::configure(full);
  EXPECT_EQ(leaf(0), static_cast<int>(before) + 1);
}

}  // namespace
