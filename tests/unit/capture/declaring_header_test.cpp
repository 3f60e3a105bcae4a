// SPDX-License-Identifier: MIT
// The declaring header a hook records is the RECRASH_DECLARING_HEADER in force where the hook is,
// also when the file defines it after including recrash (an instrumented copy of such a file
// includes recrash before the file's own text).
#include "dump_fixture.hpp"

#include <recrash/recrash.hpp>

#include <gtest/gtest.h>

namespace {

using recrash::format::Dump;
using recrash::testing::dump_here;

#define RECRASH_DECLARING_HEADER "late/declared.hpp"

Dump declared_late(int x) {
  RECRASH_FUNCTION(x);
  return dump_here();
}

#undef RECRASH_DECLARING_HEADER

Dump declared_nowhere(int x) {
  RECRASH_FUNCTION(x);
  return dump_here();
}

const std::string& header_of_top_frame(const Dump& dump) {
  return recrash::format::crashing_frames(dump).at(0).function.header;
}

TEST(DeclaringHeader, DefinedAfterIncludingRecrash) {
  EXPECT_EQ(header_of_top_frame(declared_late(1)), "late/declared.hpp");
}

TEST(DeclaringHeader, EmptyWhereNoneIsInForce) { EXPECT_EQ(header_of_top_frame(declared_nowhere(2)), ""); }

}  // namespace
