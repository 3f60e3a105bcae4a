// SPDX-License-Identifier: MIT
// The entry and the re-entering twin recrash-instrument writes (recrash/detail/twin.hpp), written here
// by hand as it writes them: a monitored call runs its body once, recorded once, whatever runs
// between the twin and the call it makes.
#include <recrash/recrash.hpp>

#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace {

using recrash::detail::tls_shadow_stack;

int g_body_runs = 0;
std::uint32_t g_depth_in_body = 0;

/// The function's own call: the record the hook pushed, if any.
const recrash::detail::FrameRecord* own_record() {
  const std::uint32_t depth = tls_shadow_stack.depth;
  return depth == 0 ? nullptr : recrash::detail::record_at(tls_shadow_stack, depth - 1);
}

[[gnu::noinline]] int twice(int x) {
  RECRASH_ENTRY(1, FUNCTION, x)
  return [&](::recrash::detail::Reentry, decltype(x) x) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) {
    RECRASH_TWIN_FUNCTION(1, x);
    RECRASH_REENTER(1);
    return (twice)(x);
  }({}, x);
  RECRASH_TWIN_END
  ++g_body_runs;
  g_depth_in_body = tls_shadow_stack.depth;
  return 2 * x;
}

/// The depth of the shadow stack in the innermost of `n + 1` nested calls.
[[gnu::noinline]] std::uint32_t depth_after(int n) {
  RECRASH_ENTRY(2, FUNCTION, n)
  return [&](::recrash::detail::Reentry, decltype(n) n) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) {
    RECRASH_TWIN_FUNCTION(2, n);
    RECRASH_REENTER(2);
    return (depth_after)(n);
  }({}, n);
  RECRASH_TWIN_END
  return n == 0 ? tls_shadow_stack.depth : depth_after(n - 1);
}

/// Copying one calls a monitored function: between the twin's mark and the call it makes.
struct Noisy {
  explicit Noisy(int v) : value(v) {}
  Noisy(const Noisy& other) : value(twice(other.value) / 2) {}
  Noisy& operator=(const Noisy&) = default;
  int value;
};

[[gnu::noinline]] int take(Noisy noisy) {
  RECRASH_ENTRY(3, FUNCTION, noisy)
  return [&](::recrash::detail::Reentry, decltype(noisy)& noisy) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) {
    RECRASH_TWIN_FUNCTION(3, noisy);
    RECRASH_REENTER(3);
    return (take)(noisy);
  }({}, noisy);
  RECRASH_TWIN_END
  ++g_body_runs;
  const auto* record = own_record();
  return record != nullptr && std::string(record->function->signature).find("take") != std::string::npos ? noisy.value
                                                                                                         : -1;
}

[[gnu::noinline]] int thrower(int x) {
  RECRASH_ENTRY(4, FUNCTION, x)
  return [&](::recrash::detail::Reentry, decltype(x) x) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) {
    RECRASH_TWIN_FUNCTION(4, x);
    RECRASH_REENTER(4);
    return (thrower)(x);
  }({}, x);
  RECRASH_TWIN_END
  if (x > 0) throw std::runtime_error("thrown");
  return x;
}

/// A static local: there is one body, so one counter, whether the call is monitored or not.
[[gnu::noinline]] int next_serial() {
  RECRASH_ENTRY(5, FUNCTION, )
  return [&](::recrash::detail::Reentry) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) {
    RECRASH_TWIN_FUNCTION(5, );
    RECRASH_REENTER(5);
    return (next_serial)();
  }({});
  RECRASH_TWIN_END
  static int serial = 0;
  return ++serial;
}

/// An rvalue reference is handed on as one.
[[gnu::noinline]] std::string steal(std::string&& text) {
  RECRASH_ENTRY(6, FUNCTION, text)
  return [&](::recrash::detail::Reentry, decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) {
    RECRASH_TWIN_FUNCTION(6, text);
    RECRASH_REENTER(6);
    return (steal)(::recrash::detail::rvalue(text));
  }({}, text);
  RECRASH_TWIN_END
  return std::move(text);
}

void configure_mode(recrash::Mode mode) {
  recrash::Config config;
  config.mode = mode;
  config.quiet = true;
  // The counts below assume arguments are not copied, whatever RECRASH_COPY an earlier test of
  // this binary left set.
  config.receiver_strategy = recrash::CopyStrategy::Reference;
  config.argument_strategy = recrash::CopyStrategy::Reference;
  recrash::configure(config);
}

class Twin : public testing::Test {
 protected:
  void SetUp() override { g_body_runs = 0; }
  void TearDown() override { configure_mode(recrash::Mode::Full); }
};

TEST_F(Twin, AMonitoredCallRunsItsBodyOnceInsideItsRecord) {
  configure_mode(recrash::Mode::Full);
  const std::uint32_t base = tls_shadow_stack.depth;
  EXPECT_EQ(twice(21), 42);
  EXPECT_EQ(g_body_runs, 1);
  EXPECT_EQ(g_depth_in_body, base + 1);
  EXPECT_EQ(tls_shadow_stack.depth, base);
  EXPECT_EQ(tls_shadow_stack.reentering, nullptr);
}

TEST_F(Twin, AnUnmonitoredCallRunsItsBodyOnceUnrecorded) {
  configure_mode(recrash::Mode::Off);
  const std::uint32_t base = tls_shadow_stack.depth;
  EXPECT_EQ(twice(4), 8);
  EXPECT_EQ(twice(5), 10);
  EXPECT_EQ(g_body_runs, 2);
  EXPECT_EQ(g_depth_in_body, base);
}

TEST_F(Twin, EachCallOfARecursionIsRecordedOnce) {
  configure_mode(recrash::Mode::Full);
  const std::uint32_t base = tls_shadow_stack.depth;
  EXPECT_EQ(depth_after(4), base + 5);
  configure_mode(recrash::Mode::Off);
  EXPECT_EQ(depth_after(4), base);
}

TEST_F(Twin, AMonitoredCallWhileTheArgumentIsCopiedLeavesTheMarkToTheTwin) {
  configure_mode(recrash::Mode::Full);
  const std::uint32_t base = tls_shadow_stack.depth;
  const Noisy noisy(7);
  EXPECT_EQ(take(noisy), 7);  // the body ran in take's own record
  // take's body once; twice's once for the copy into take and once for the twin's copy
  EXPECT_EQ(g_body_runs, 3);
  EXPECT_EQ(tls_shadow_stack.depth, base);
  EXPECT_EQ(tls_shadow_stack.reentering, nullptr);
}

TEST_F(Twin, AnExceptionLeavesNoMarkBehind) {
  configure_mode(recrash::Mode::Full);
  EXPECT_THROW(thrower(1), std::runtime_error);
  EXPECT_EQ(tls_shadow_stack.reentering, nullptr);
  EXPECT_EQ(thrower(0), 0);
}

TEST_F(Twin, AStaticLocalIsOneWhetherMonitoredOrNot) {
  configure_mode(recrash::Mode::Full);
  const int first = next_serial();
  configure_mode(recrash::Mode::Off);
  EXPECT_EQ(next_serial(), first + 1);
  configure_mode(recrash::Mode::Full);
  EXPECT_EQ(next_serial(), first + 2);
}

TEST_F(Twin, AnRvalueReferenceIsHandedOnAsOne) {
  configure_mode(recrash::Mode::Full);
  std::string text(100, 'x');
  EXPECT_EQ(steal(std::move(text)), std::string(100, 'x'));
  EXPECT_TRUE(text.empty());  // moved from by the body, once
}

}  // namespace
