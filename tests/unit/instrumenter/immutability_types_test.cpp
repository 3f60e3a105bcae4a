// SPDX-License-Identifier: MIT
// What the immutability analysis trusts of a type (analysis/immutability_types.hpp): whether code
// holding a value of it, even a const one, can write state it shares with where it came from.
#include "analysis/immutability_types.hpp"

#include "ast_fixture.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace recrash::instrument {
namespace {

using testing::ParsedCode;

/// The types under test, each named by an alias; the standard library's are instantiated, as a
/// function that uses them would have them.
constexpr char kTypes[] = R"cpp(
#include <map>
#include <memory>
#include <string>
#include <vector>
  struct Plain {
    int a;
    double b;
  };
  struct Pointing {
    int* p;
  };
  struct ConstPointing {
    const int* p;
  };
  struct Cached {
    mutable int cache;
  };
  struct Derived : Pointing {};
  struct Node {
    const Node* next;
    int value;
  };
  struct WritableNode {
    WritableNode* next;
    int value;
  };
  struct Fwd;
  enum class Colour { red };
  template <class T>
  struct Holder {
    T value;
  };

  using Int = int;
  using IntPointer = int*;
  using ConstIntPointer = const int*;
  using ConstPointerToConst = const int* const;
  using IntReference = int&;
  using ConstIntReference = const int&;
  using PointerArray = int* [3];
  using ConstPointerArray = const int* [3];
  using FunctionPointer = void (*)(int);
  using MemberPointer = int Plain::*;
  using ConstPointing2 = const Pointing;
  using ConstPlainReference = const Plain&;
  using FwdValue = Fwd;
  using Enumeration = Colour;

  using Vector = std::vector<int>;
  using PointerVector = std::vector<int*>;
  using String = std::string;
  using Shared = std::shared_ptr<int>;
  using SharedConst = std::shared_ptr<const int>;
  using Unique = std::unique_ptr<Plain>;
  using Iterator = std::vector<int>::iterator;
  using ConstIterator = std::vector<int>::const_iterator;
  using Map = std::map<std::string, int>;
  using MapOfPointing = std::map<int, Pointing>;
  static_assert(sizeof(Vector) + sizeof(PointerVector) + sizeof(String) + sizeof(Shared) + sizeof(SharedConst) +
                        sizeof(Unique) + sizeof(Iterator) + sizeof(ConstIterator) + sizeof(Map) +
                        sizeof(MapOfPointing) >
                    0,
                "instantiated");
)cpp";

class ImmutabilityTypesTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { code_ = std::make_unique<ParsedCode>(kTypes); }
  static void TearDownTestSuite() { code_.reset(); }
  void SetUp() override { ASSERT_TRUE(code_->parsed()); }

  /// writable_through() of the type the alias `name` names.
  static bool writable(const std::string& name) {
    const clang::QualType type = code_->type(name);
    if (type.isNull()) {
      ADD_FAILURE() << "no alias " << name;
      return false;
    }
    return writable_through(type);
  }

  static std::unique_ptr<ParsedCode> code_;
};

std::unique_ptr<ParsedCode> ImmutabilityTypesTest::code_;

TEST_F(ImmutabilityTypesTest, ScalarsShareNothing) {
  EXPECT_FALSE(writable("Int"));
  EXPECT_FALSE(writable("FunctionPointer"));  // calling it is a call, followed where it happens
  EXPECT_FALSE(writable("MemberPointer"));
  EXPECT_FALSE(writable("Enumeration"));
}

TEST_F(ImmutabilityTypesTest, PointersAndReferencesToWhatIsNotConstAreWritable) {
  EXPECT_TRUE(writable("IntPointer"));
  EXPECT_TRUE(writable("IntReference"));
  EXPECT_TRUE(writable("PointerArray"));
  EXPECT_FALSE(writable("ConstIntPointer"));
  EXPECT_FALSE(writable("ConstPointerToConst"));
  EXPECT_FALSE(writable("ConstIntReference"));
  EXPECT_FALSE(writable("ConstPointerArray"));
}

TEST_F(ImmutabilityTypesTest, ClassesAreJudgedByTheirMembersAndBases) {
  EXPECT_FALSE(writable("ConstPlainReference"));
  EXPECT_FALSE(writable_through(code_->context().getRecordType(code_->record("Plain"))));
  EXPECT_TRUE(writable_through(code_->context().getRecordType(code_->record("Pointing"))));
  EXPECT_FALSE(writable_through(code_->context().getRecordType(code_->record("ConstPointing"))));
  EXPECT_TRUE(writable_through(code_->context().getRecordType(code_->record("Cached"))));   // mutable member
  EXPECT_TRUE(writable_through(code_->context().getRecordType(code_->record("Derived"))));  // by its base
  // A const value still lets its holder write through the pointers it holds: const is shallow.
  EXPECT_TRUE(writable("ConstPointing2"));
  // A class that points to itself is looked into once.
  EXPECT_FALSE(writable_through(code_->context().getRecordType(code_->record("Node"))));
  EXPECT_TRUE(writable_through(code_->context().getRecordType(code_->record("WritableNode"))));
}

TEST_F(ImmutabilityTypesTest, IncompleteAndDependentTypesCanWrite) {
  EXPECT_TRUE(writable("FwdValue"));
  const clang::FieldDecl* value = code_->field("Holder", "value");
  ASSERT_NE(value, nullptr);
  ASSERT_TRUE(value->getType()->isDependentType());
  EXPECT_TRUE(writable_through(value->getType()));
}

TEST_F(ImmutabilityTypesTest, StandardLibraryTypesShareWhatTheyPointTo) {
  EXPECT_FALSE(writable("Vector"));  // a copy of a vector<int> shares nothing
  EXPECT_TRUE(writable("PointerVector"));
  EXPECT_FALSE(writable("String"));
  EXPECT_FALSE(writable("Map"));
  EXPECT_TRUE(writable("MapOfPointing"));  // by its elements' members
  EXPECT_TRUE(writable("Shared"));
  EXPECT_FALSE(writable("SharedConst"));
  EXPECT_TRUE(writable("Unique"));
  EXPECT_TRUE(writable("Iterator"));  // by what its operator* gives
  EXPECT_FALSE(writable("ConstIterator"));
}

}  // namespace
}  // namespace recrash::instrument
