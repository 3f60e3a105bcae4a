// SPDX-License-Identifier: MIT
// A unit whose hooks only declare the code that saves their values (what recrash-instrument's
// header copies include): a type whose saving code no unit of the program instantiated is
// recorded as unavailable, with its type, and the frame's other values as usual.
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY

#include "dump_fixture.hpp"

#include <gtest/gtest.h>

#include <string>
#include <typeinfo>
#include <vector>

/// Recorded here and nowhere else: no unit instantiates its saving code. Of a named namespace, as
/// the types of the hooks that recrash-instrument leaves declarations only are (g++ rejects the
/// use of a function of a type only this unit has, which no other unit could define).
namespace unresolved_traits_test {
struct Unlinked {
  std::vector<int> numbers{1, 2, 3};
};
}  // namespace unresolved_traits_test

namespace {

using recrash::format::ValueKind;
using unresolved_traits_test::Unlinked;

recrash::format::Dump record(const Unlinked& unlinked, int count) {
  RECRASH_FUNCTION(unlinked, count);
  return recrash::testing::dump_here();
}

TEST(UnresolvedTraits, AValueNoUnitCanSaveIsUnavailableAndTheOthersAreSaved) {
  const recrash::format::Dump dump = record(Unlinked{}, 7);
  const auto& values = recrash::format::crashing_frames(dump).at(0).values;
  ASSERT_EQ(values.size(), 2U);
  EXPECT_EQ(values[0].type, typeid(Unlinked).name());
  EXPECT_EQ(values[0].kind, ValueKind::Unavailable);
  EXPECT_TRUE(values[0].rendering.empty());
  // int's saving code is instantiated by the other units of this program, which include it.
  EXPECT_EQ(values[1].kind, ValueKind::SignedInteger);
  EXPECT_EQ(values[1].rendering, "7");
}

TEST(UnresolvedTraits, CopyingAValueNoUnitCanSaveStillWorks) {
  recrash::Config config;
  config.argument_strategy = recrash::CopyStrategy::Copy;
  recrash::configure(config);
  const recrash::format::Dump dump = record(Unlinked{}, 7);
  config.argument_strategy = recrash::CopyStrategy::Reference;
  recrash::configure(config);
  const auto& values = recrash::format::crashing_frames(dump).at(0).values;
  ASSERT_EQ(values.size(), 2U);
  EXPECT_EQ(values[0].kind, ValueKind::Unavailable);
  EXPECT_EQ(values[0].strategy, recrash::format::Strategy::Copy);
  EXPECT_EQ(values[1].kind, ValueKind::SignedInteger);
}

}  // namespace
