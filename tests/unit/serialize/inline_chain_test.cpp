// SPDX-License-Identifier: MIT
// The functions inlined where an address is, which a replay names before the function whose code
// it is (serialize/replay/inline_chain.hpp).
#include "inline_chain.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace recrash_inline_chain_test {

/// Where its call returns to: an address in the code that called it.
[[gnu::noinline]] const void* return_address() { return __builtin_return_address(0); }

/// Always inlined, even without optimization: the call above is in its code, inside its caller's.
[[gnu::always_inline]] inline const void* inlined_call() { return return_address(); }

[[gnu::noinline]] const void* caller() {
  const void* address = inlined_call();
  asm volatile("" ::: "memory");  // no tail call: the call returns here
  return address;
}

[[gnu::noinline]] const void* caller_of_an_inlined_lambda() {
  const void* address = []() __attribute__((always_inline)) { return return_address(); }
  ();
  asm volatile("" ::: "memory");
  return address;
}

[[gnu::noinline]] const void* caller_of_no_inlined_code() {
  const void* address = return_address();
  asm volatile("" ::: "memory");
  return address;
}

}  // namespace recrash_inline_chain_test

namespace recrash::replay {
namespace {

/// The call before a return address.
const void* call_before(const void* return_address) { return static_cast<const char*>(return_address) - 1; }

TEST(InlinedFunctionsTest, NamesTheFunctionInlinedThere) {
  EXPECT_EQ(inlined_functions(call_before(recrash_inline_chain_test::caller())),
            (std::vector<std::string>{"recrash_inline_chain_test::inlined_call()"}));
}

TEST(InlinedFunctionsTest, CodeOfTheFunctionItselfHasNone) {
  EXPECT_TRUE(inlined_functions(call_before(recrash_inline_chain_test::caller_of_no_inlined_code())).empty());
}

// A lambda's call operator: g++'s debug information names it "operator()" only, and it is left
// out; clang's gives it a mangled name, and it is named in full, inside its function.
TEST(InlinedFunctionsTest, ALambdaInlinedThereIsNamedInFullOrNotAtAll) {
  const std::vector<std::string> inlined =
      inlined_functions(call_before(recrash_inline_chain_test::caller_of_an_inlined_lambda()));
  ASSERT_LE(inlined.size(), 1u);
  if (!inlined.empty()) {
    EXPECT_EQ(inlined[0].rfind("recrash_inline_chain_test::caller_of_an_inlined_lambda()::", 0), 0u) << inlined[0];
    EXPECT_NE(inlined[0].find("operator()"), std::string::npos) << inlined[0];
  }
}

TEST(InlinedFunctionsTest, AnAddressOutsideAnyCodeHasNone) {
  static const char data[1] = {};
  EXPECT_TRUE(inlined_functions(data).empty());
}

}  // namespace
}  // namespace recrash::replay
