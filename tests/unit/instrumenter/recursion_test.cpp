// SPDX-License-Identifier: MIT
// Which functions of a unit are on a recursion (analysis/recursion.hpp): what a profile keeps
// hooked from fewer statements than other hot functions.
#include "analysis/recursion.hpp"

#include "ast_fixture.hpp"

#include <gtest/gtest.h>

#include <string>

namespace recrash::instrument {
namespace {

using testing::ParsedCode;

bool recursive(const ParsedCode& code, const Recursion& recursion, const std::string& name) {
  const clang::FunctionDecl* function = code.function(name);
  if (function == nullptr) {
    ADD_FAILURE() << "no definition of " << name;
    return false;
  }
  return recursion.recursive(*function);
}

TEST(RecursionTest, AFunctionThatCallsItselfIsRecursive) {
  const ParsedCode code(R"cpp(
    int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
    int twice(int n) { return depth(n) + depth(n); }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const Recursion recursion(code.context());
  EXPECT_TRUE(recursive(code, recursion, "depth"));
  EXPECT_FALSE(recursive(code, recursion, "twice"));  // calls a recursion, is not on one
}

TEST(RecursionTest, FunctionsThatCallEachOtherAreRecursiveThroughAMemberFunction) {
  // A parser's shape: readValue() reads an array, whose elements are values.
  const ParsedCode code(R"cpp(
    struct Reader {
      bool readValue(int depth);
      bool readArray(int depth);
      bool readToken() { return position++ < 10; }
      int position = 0;
    };
    bool Reader::readValue(int depth) { return depth > 5 || (readToken() && readArray(depth + 1)); }
    bool Reader::readArray(int depth) { return readValue(depth); }
    bool parse() {
      Reader reader;
      return reader.readValue(0);
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const Recursion recursion(code.context());
  EXPECT_TRUE(recursive(code, recursion, "readValue"));
  EXPECT_TRUE(recursive(code, recursion, "readArray"));
  EXPECT_FALSE(recursive(code, recursion, "readToken"));
  EXPECT_FALSE(recursive(code, recursion, "parse"));
}

TEST(RecursionTest, ATemplateIsRecursiveWhereItsInstantiationsAre) {
  const ParsedCode code(R"cpp(
    template <class T>
    struct Tree {
      T value{};
      Tree* left = nullptr;
      T sum() const { return value + (left != nullptr ? left->sum() : T{}); }
      T first() const { return value; }
    };
    template <class T>
    T power(T base, int n) {
      return n == 0 ? T{1} : base * power(base, n - 1);
    }
    int use() {
      Tree<int> tree;
      return tree.sum() + tree.first() + power(2, 3);
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const Recursion recursion(code.context());
  EXPECT_TRUE(recursive(code, recursion, "sum"));
  EXPECT_FALSE(recursive(code, recursion, "first"));
  EXPECT_TRUE(recursive(code, recursion, "power"));
}

TEST(RecursionTest, ALeafThatOnlyCallsOthersIsNot) {
  const ParsedCode code(R"cpp(
    int add(int a, int b) { return a + b; }
    int arithmetic(int op, int a, int b) {
      switch (op) {
        case 0:
          return add(a, b);
        case 1:
          return add(a, -b);
        default:
          return 0;
      }
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const Recursion recursion(code.context());
  EXPECT_FALSE(recursive(code, recursion, "arithmetic"));
  EXPECT_FALSE(recursive(code, recursion, "add"));
}

}  // namespace
}  // namespace recrash::instrument
