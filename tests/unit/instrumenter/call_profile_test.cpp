// SPDX-License-Identifier: MIT
// Which functions a profile (RECRASH_COUNT_CALLS) calls hot: hottest_functions().
#include "analysis/observed_calls.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace recrash::instrument {
namespace {

format::ObservedMutations profile(const std::vector<std::uint64_t>& calls) {
  format::ObservedMutations functions;
  for (std::size_t i = 0; i < calls.size(); ++i) {
    format::merge_observed_function(functions, {"/src/f.cpp",
                                                static_cast<unsigned>(10 * (i + 1)),
                                                calls[i],
                                                {format::ObservedValue{}},
                                                "f" + std::to_string(i)});
  }
  return functions;
}

std::vector<std::string> names(const format::ObservedMutations& functions) {
  std::vector<std::string> result;
  for (const auto& [key, function] : functions) result.push_back(function.signature);
  return result;
}

TEST(CallProfileTest, TakesTheMostCalledUntilTheyMadeTheShare) {
  const format::ObservedMutations functions = profile({5, 1000, 40, 300});  // 1,345 calls
  EXPECT_EQ(total_calls(functions), 1345U);
  // f1 alone made 74 %: enough for 50 and 74, not for 75, which takes f3 too (96 %).
  EXPECT_EQ(names(hottest_functions(functions, 50)), (std::vector<std::string>{"f1"}));
  EXPECT_EQ(names(hottest_functions(functions, 74)), (std::vector<std::string>{"f1"}));
  EXPECT_EQ(names(hottest_functions(functions, 75)), (std::vector<std::string>{"f1", "f3"}));
  EXPECT_EQ(names(hottest_functions(functions, 99)), (std::vector<std::string>{"f1", "f2", "f3"}));
}

TEST(CallProfileTest, NoShareTakesNothingAndTheWholeShareEveryFunctionCalled) {
  const format::ObservedMutations functions = profile({7, 0, 3});
  EXPECT_TRUE(hottest_functions(functions, 0).empty());
  // A function the profile saw no call of is never hot.
  EXPECT_EQ(names(hottest_functions(functions, 100)), (std::vector<std::string>{"f0", "f2"}));
  EXPECT_TRUE(hottest_functions(profile({}), 90).empty());
}

TEST(CallProfileTest, EqualCountsAreTakenInTheFilesOrder) {
  const format::ObservedMutations functions = profile({10, 10, 10, 10});
  EXPECT_EQ(names(hottest_functions(functions, 50)), (std::vector<std::string>{"f0", "f1"}));
}

TEST(CallProfileTest, HotFunctionsAreFoundByWhereTheirHookIs) {
  const ObservedCalls hot(hottest_functions(profile({1, 1000}), 90));
  // f1's hook is on line 20 of /src/f.cpp; the lookup takes the body's brace line or the one before.
  ASSERT_NE(hot.find("/src/f.cpp", "f.cpp", 20, 1), nullptr);
  EXPECT_EQ(hot.find("/src/f.cpp", "f.cpp", 19, 1)->calls, 1000U);
  EXPECT_EQ(hot.find("/src/f.cpp", "f.cpp", 10, 1), nullptr);  // f0 is not hot
  EXPECT_EQ(hot.find("/src/f.cpp", "f.cpp", 20, 2), nullptr);  // another overload's values
}

}  // namespace
}  // namespace recrash::instrument
