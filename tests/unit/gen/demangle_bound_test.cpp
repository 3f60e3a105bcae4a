// SPDX-License-Identifier: MIT
// A type name from a dump is demangled only when what it demangles to is bounded: a short name
// whose back-references refer to back-references would otherwise take the demangler minutes and
// gigabytes (issue 20, finding 1).
#include "demangle_bound.hpp"
#include "names.hpp"

#include <cxxabi.h>
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

namespace {

using recrash::gen::demangle_type;
using recrash::gen::demangled_length_bound;

/// S_, S0_, ..., S9_, SA_, ...: the back-reference to substitution candidate `index`.
std::string reference(unsigned index) {
  if (index == 0) return "S_";
  std::string digits;
  for (unsigned n = index - 1;; n /= 36) {
    digits.insert(digits.begin(), "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[n % 36]);
    if (n < 36) break;
  }
  return "S" + digits + "_";
}

/// A pointer to a member of B of type B (`B B::*`), then one to a member of that of its own type,
/// `levels` deep: each level adds four bytes and doubles what the name demangles to, since each
/// level's class is a reference to the level below (M <class type> <member type>).
std::string doubling_name(unsigned levels) {
  std::string name(levels, 'M');
  name += "1B";
  for (unsigned level = 0; level < levels; ++level) name += reference(level);
  return name;
}

/// The same doubling with the levels side by side, as template arguments of one template.
std::string doubling_arguments(unsigned levels) {
  std::string name = "1AI1B";
  for (unsigned level = 0; level < levels; ++level) name += "M" + reference(level + 1) + reference(level + 1);
  return name + "E";
}

/// `lambdas` closure types in a nested name (A::{lambda()#1}::...::B), then `levels` pointers to
/// members doubling over it, as template arguments of C. Whether the demangler numbers a lambda
/// as a candidate of its own depends on its version: a count that assumes the wrong one takes each
/// reference for a smaller one.
std::string lambdas_then_doubling(unsigned lambdas, unsigned levels) {
  std::string name = "1CIN1A";
  for (unsigned i = 0; i < lambdas; ++i) name += i == 0 ? "UlvE_" : "UlvE" + std::to_string(i - 1) + "_";
  name += "1BE";
  for (unsigned level = 0; level < levels; ++level)
    name += "M" + reference(lambdas + 1 + level) + reference(lambdas + 1 + level);
  return name + "E";
}

std::size_t demangled_length(const std::string& mangled) {
  int status = 0;
  const std::unique_ptr<char, void (*)(void*)> text(abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status),
                                                    &std::free);
  return status == 0 && text ? std::strlen(text.get()) : 0;
}

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define RECRASH_TEST_SANITIZED 1
#endif
#endif

/// Seconds of CPU and bytes of address space for the rest of this (child) process. A sanitizer's
/// shadow memory takes terabytes of address space: there the CPU time alone is limited.
void limit_resources(rlim_t seconds, [[maybe_unused]] rlim_t bytes) {
  const rlimit cpu{seconds, seconds + 1};
  setrlimit(RLIMIT_CPU, &cpu);
#ifndef RECRASH_TEST_SANITIZED
  const rlimit memory{bytes, bytes};
  setrlimit(RLIMIT_AS, &memory);
#endif
}

TEST(DemangleBound, TheCraftedNamesDoubleAtEachLevel) {
  EXPECT_EQ(demangled_length(doubling_name(3)), std::strlen("B B::* B B::*::* B B::* B B::*::*::*"));
  EXPECT_EQ(demangled_length(doubling_name(11)), 2 * demangled_length(doubling_name(10)) + 4);
  EXPECT_GE(demangled_length(doubling_arguments(12)), 2 * demangled_length(doubling_arguments(11)));
}

// Before the bound, demangling this 264-byte name needed 2^60 characters: the child below ran
// out of its CPU time, demangling. Now the name is refused before the demangler sees it.
TEST(DemangleBound, AHostileNameIsRefusedInBoundedTimeAndMemory) {
  const std::string hostile = doubling_name(60);
  ASSERT_LT(hostile.size(), 300u);
  EXPECT_EXIT(
      {
        limit_resources(5, rlim_t{1} << 30);
        std::exit(demangle_type(hostile).has_value() || demangle_type(doubling_arguments(300)).has_value() ? 1 : 0);
      },
      ::testing::ExitedWithCode(0), "");
  EXPECT_FALSE(demangled_length_bound(hostile));
  EXPECT_FALSE(demangled_length_bound(doubling_arguments(300)));
}

TEST(DemangleBound, BoundsWhatRealNamesDemangleTo) {
  // Types of libstdc++, LLVM and Clang: nested templates with many back-references, a closure
  // type, a function pointer, a pointer to member function, an anonymous namespace.
  for (const char* real : {
           "St3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEE",
           "N5clang4ento7CheckerINS0_5check7PreStmtINS_8CastExprEEEJNS2_8PostStmtIS4_EENS3_INS_"
           "18ArraySubscriptExprEEENS6_"
           "IS8_EEEEE",
           "ZN3app3runERKSt6vectorIiSaIiEEE5Local",
           "Z4mainEUlvE_",
           "PFvRKN4llvm12SMDiagnosticEPvE",
           "MN4llvm5ValueEKFvPS0_E",
           "St5tupleIJiPKcSt6vectorIiSaIiEEEE",
           "St5arrayIiLm5EE",
           "N12_GLOBAL__N_14NodeE",
       }) {
    const std::optional<std::size_t> bound = demangled_length_bound(real);
    ASSERT_TRUE(bound) << real;
    EXPECT_GE(*bound, demangled_length(real)) << real;
  }
  EXPECT_EQ(demangle_type("St5arrayIiLm5EE"), "std::array<int, 5ul>");
  EXPECT_EQ(
      demangle_type("St3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEE"),
      "std::map<std::string, std::string>");
}

TEST(DemangleBound, FollowsReferencesToTheCandidatesTheyName) {
  // Each level of the doubling names refers to the level below: the bound doubles with it.
  for (unsigned levels = 1; levels <= 12; ++levels) {
    for (const std::string& name : {doubling_name(levels), doubling_arguments(levels)}) {
      const std::optional<std::size_t> bound = demangled_length_bound(name, std::size_t{1} << 30);
      ASSERT_TRUE(bound) << name;
      EXPECT_GE(*bound, demangled_length(name)) << name;
    }
  }
  EXPECT_FALSE(demangled_length_bound(doubling_name(24)));  // 84 MB
}

// GCC 12's demangler does not number a lambda as a candidate of its own; a count that did was
// 16,356 for the 22,873 characters of lambdas_then_doubling(6, 12).
TEST(DemangleBound, LambdasDoNotShiftTheCount) {
  for (unsigned lambdas = 0; lambdas <= 10; ++lambdas) {
    for (unsigned levels : {4u, 8u, 12u}) {
      const std::string name = lambdas_then_doubling(lambdas, levels);
      const std::size_t length = demangled_length(name);
      ASSERT_GT(length, 0u) << name;
      const std::optional<std::size_t> bound = demangled_length_bound(name, std::size_t{1} << 30);
      ASSERT_TRUE(bound) << name;
      EXPECT_GE(*bound, length) << name;
    }
  }
}

TEST(DemangleBound, RefusesWhatItDoesNotFollow) {
  EXPECT_FALSE(demangled_length_bound(std::string(200, 'P') + "i"));  // deeper than kMaxManglingDepth
  EXPECT_TRUE(demangled_length_bound(std::string(100, 'P') + "i"));
  // A template parameter prints the argument in scope where it is printed, one after it here.
  EXPECT_FALSE(demangled_length_bound("Z1fIT0_iEvvE1x"));
  EXPECT_FALSE(demangled_length_bound("Z1fIiEvT_E1x"));
  EXPECT_FALSE(demangled_length_bound("N1A2cvT_IiEEE"));    // a conversion operator's type
  EXPECT_FALSE(demangled_length_bound("1AIXadL_Z1fvEEE"));  // an expression
  EXPECT_FALSE(demangled_length_bound("1AIS0_E"));          // a reference to no candidate
  EXPECT_FALSE(demangled_length_bound("1AIi"));             // unfinished
  EXPECT_FALSE(demangled_length_bound("i", 2));             // over a limit of 2
  EXPECT_FALSE(demangled_length_bound(""));
}

}  // namespace
