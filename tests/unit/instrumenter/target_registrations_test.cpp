// SPDX-License-Identifier: MIT
// The symbol that ties a header's copy to the one source registering its class for the target
// (serializers/polymorphic_registration.hpp), and what that source's copy includes.
#include "serializers/polymorphic_registration.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <string>

namespace recrash::instrument {
namespace {

constexpr const char* kLine = "RECRASH_POLYMORPHIC_TYPE(::canvas::Strip, ::canvas::Shape)";

TEST(TargetRegistrationsTest, OneSymbolPerClassAndTargetInEveryUnit) {
  const std::string symbol = registration_symbol(kLine, "/build/recrash-manifests/canvas.cmake");
  // Every unit of the target computes it alike: the header copies and the registering source agree.
  EXPECT_EQ(symbol, registration_symbol(kLine, "/build/recrash-manifests/canvas.cmake"));
  // Another class, or the same header copied for another target, gets another one: two libraries
  // linked into one program define theirs side by side.
  EXPECT_NE(symbol, registration_symbol("RECRASH_POLYMORPHIC_TYPE(::canvas::Disc, ::canvas::Shape)",
                                        "/build/recrash-manifests/canvas.cmake"));
  EXPECT_NE(symbol, registration_symbol(kLine, "/build/recrash-manifests/sketch.cmake"));
  // An identifier, as the macros and RecrashAssignRegistrations.cmake's "symbol line" need.
  ASSERT_FALSE(symbol.empty());
  EXPECT_EQ(symbol.rfind("recrash_registration_", 0), 0U);
  for (const char c : symbol) EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_') << symbol;
}

TEST(TargetRegistrationsTest, TheCopyIncludesWhatTheBuildGaveIt) {
  const std::string text = target_registrations_include("layout.cpp");
  EXPECT_NE(text.find("#include \"layout.cpp.registrations.inc\"\n"), std::string::npos) << text;
}

}  // namespace
}  // namespace recrash::instrument
