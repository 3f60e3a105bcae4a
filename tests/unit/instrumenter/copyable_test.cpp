// SPDX-License-Identifier: MIT
// Copyability (analysis/copyable_classes.hpp, analysis/copy_constructors.hpp): whether a hook's
// copy of a value would compile although std::is_copy_constructible says yes, and whether the
// copy constructor it calls is defined where the hook is.
#include "analysis/copy_constructors.hpp"
#include "analysis/copyable_classes.hpp"

#include "analysis/hook_plan.hpp"
#include "analysis/incomplete_types.hpp"
#include "ast_fixture.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace recrash::instrument {
namespace {

using testing::Files;
using testing::Lookup;
using testing::ParsedCode;

/// Classes whose copies compile or not; the positive static_asserts are the premise: the trait
/// says each can be copied. (The others are not asked: asking declares their copy constructors.)
constexpr char kClasses[] = R"cpp(
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
  namespace store {
  struct Item {
    std::string name;
  };
  class Registry {
   public:
    int size() const { return static_cast<int>(items_.size()); }

   private:
    std::vector<std::unique_ptr<Item>> items_;
  };
  struct Plain {
    int id = 0;
    std::string name;
    std::vector<int> values;
    std::shared_ptr<Item> shared;
    Item item;
  };
  struct Owner {
    std::unique_ptr<Item> item;
  };
  struct NoCopy {
    NoCopy() = default;
    NoCopy(const NoCopy&) = delete;
  };
  struct Handmade {
    Handmade() = default;
    Handmade(const Handmade& other);
    std::vector<std::unique_ptr<Item>> items;
  };
  struct Derived : Registry {
    int extra = 0;
  };
  struct Shelf {
    Registry registries[2];
  };
  struct Mapped {
    std::map<int, std::unique_ptr<Item>> items;
  };
  struct Optional {
    std::optional<std::vector<std::unique_ptr<Item>>> items;
  };
  struct Paired {
    std::pair<int, std::unique_ptr<Item>> pair;
  };
  struct Locked {
    std::mutex lock;
  };
  struct Abstract {
    virtual ~Abstract() = default;
    virtual int f() const = 0;
    std::vector<std::unique_ptr<Item>> items;
  };
  template <class T>
  struct Box {
    T value;
  };
  static_assert(std::is_copy_constructible<Registry>::value, "the trait sees a copy constructor");
  static_assert(std::is_copy_constructible<Derived>::value, "");
  static_assert(std::is_copy_constructible<Shelf>::value, "");
  static_assert(std::is_copy_constructible<Mapped>::value, "");
  static_assert(std::is_copy_constructible<Optional>::value, "");
  static_assert(std::is_copy_constructible<Plain>::value, "");
  using RegistryReference = const Registry&;
  using RegistryPointer = Registry*;
  using BoxOfRegistry = Box<Registry>;
  using ItemVector = std::vector<std::unique_ptr<Item>>;
  }  // namespace store
)cpp";

class CopyableTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { code_ = std::make_unique<ParsedCode>(kClasses); }
  static void TearDownTestSuite() { code_.reset(); }
  void SetUp() override { ASSERT_TRUE(code_->parsed()); }

  /// The type of the class or alias `name` in namespace store.
  static clang::QualType type(const std::string& name) {
    const clang::QualType alias = code_->type("store::" + name);
    if (!alias.isNull()) return alias;
    const clang::CXXRecordDecl* record = code_->record("store::" + name);
    if (record == nullptr) {
      ADD_FAILURE() << "no class or alias store::" << name;
      return {};
    }
    return code_->context().getRecordType(record);
  }
  static std::string would_not_compile(const std::string& name) { return copy_would_not_compile(type(name)); }
  static std::string not_copyable(const std::string& name) { return why_not_copyable(type(name)); }

  static std::unique_ptr<ParsedCode> code_;
};

std::unique_ptr<ParsedCode> CopyableTest::code_;

TEST_F(CopyableTest, VectorOfUniquePointersIsNotCopyableThoughTheTraitSaysSo) {
  const std::string why =
      "the copy constructor of store::Registry would not compile: its member items_ is a std::vector of "
      "std::unique_ptr";
  EXPECT_EQ(would_not_compile("Registry"), why);
  EXPECT_EQ(would_not_compile("RegistryReference"), why);  // seen through references
  EXPECT_EQ(not_copyable("Registry"), "a store::Registry, whose member items_ is a std::vector of std::unique_ptr");
  const std::string vector = would_not_compile("ItemVector");
  EXPECT_EQ(vector.rfind("the copy constructor of std::vector<std::unique_ptr<store::Item>", 0), 0U) << vector;
  EXPECT_NE(vector.find(" would not compile: it is a std::vector of std::unique_ptr"), std::string::npos) << vector;
}

TEST_F(CopyableTest, PlainClassIsCopyable) {
  EXPECT_EQ(would_not_compile("Plain"), "");
  EXPECT_EQ(not_copyable("Plain"), "");
  EXPECT_EQ(would_not_compile("Item"), "");
  EXPECT_EQ(would_not_compile("RegistryPointer"), "");  // a pointer is copied as an address
}

TEST_F(CopyableTest, LooksThroughBasesArraysAndStandardWrappers) {
  EXPECT_EQ(would_not_compile("Derived"),
            "the copy constructor of store::Derived would not compile: its base is a store::Registry, whose member "
            "items_ is a std::vector of std::unique_ptr");
  EXPECT_EQ(would_not_compile("Shelf"),
            "the copy constructor of store::Shelf would not compile: its member registries is an array of "
            "store::Registry, whose member items_ is a std::vector of std::unique_ptr");
  EXPECT_EQ(would_not_compile("Mapped"),
            "the copy constructor of store::Mapped would not compile: its member items is a std::map of "
            "std::unique_ptr");
  EXPECT_EQ(would_not_compile("Optional"),
            "the copy constructor of store::Optional would not compile: its member items is a std::optional of "
            "std::vector of std::unique_ptr");
  // A specialization the unit has not instantiated copies what its arguments would.
  EXPECT_EQ(would_not_compile("BoxOfRegistry"),
            "the copy constructor of store::Box<store::Registry> would not compile: it is a store::Box of "
            "store::Registry, whose member items_ is a std::vector of std::unique_ptr");
}

TEST_F(CopyableTest, WhatTheTraitAlreadyRefusesIsNotReportedAsHidden) {
  // The hook holds no copy code for these: only why_not_copyable() names them. Their implicit
  // copy constructors are declared, deleted, as soon as the class is (a member's is deleted).
  EXPECT_EQ(would_not_compile("Owner"), "");
  EXPECT_EQ(not_copyable("Owner"), "a store::Owner, whose copy constructor is deleted");
  EXPECT_EQ(would_not_compile("NoCopy"), "");
  EXPECT_EQ(not_copyable("NoCopy"), "a store::NoCopy, whose copy constructor is deleted");
  EXPECT_EQ(would_not_compile("Paired"), "");
  EXPECT_EQ(would_not_compile("Locked"), "");
  // The members themselves, by what they are.
  const auto member = [](const std::string& record, const std::string& name) {
    const clang::FieldDecl* field = code_->field("store::" + record, name);
    if (field == nullptr) {
      ADD_FAILURE() << "no member " << name << " in store::" << record;
      return std::string("(none)");
    }
    return why_not_copyable(field->getType());
  };
  EXPECT_EQ(member("Owner", "item"), "a std::unique_ptr");
  EXPECT_EQ(member("Paired", "pair"), "a std::pair of std::unique_ptr");
  EXPECT_EQ(member("Locked", "lock"), "a std::mutex");
  EXPECT_EQ(member("Mapped", "items"), "a std::map of std::unique_ptr");  // the hidden ones too
  EXPECT_EQ(member("Plain", "shared"), "");                               // shared, not copied
}

TEST_F(CopyableTest, UserProvidedAbstractAndDependentCopiesAreTakenToCompile) {
  EXPECT_EQ(would_not_compile("Handmade"), "");
  EXPECT_EQ(not_copyable("Handmade"), "");
  EXPECT_EQ(would_not_compile("Abstract"), "");  // never copied whole: no hook copies one
  const clang::FieldDecl* value = code_->field("store::Box", "value");
  ASSERT_NE(value, nullptr);
  EXPECT_EQ(copy_would_not_compile(value->getType()), "");
  EXPECT_EQ(why_not_copyable(value->getType()), "");
}

TEST(DeclaredCopyConstructorTest, FindsTheConstructorThatCopiesAConstLvalue) {
  const ParsedCode code(R"cpp(
    struct NoCopy {
      NoCopy() = default;
      NoCopy(const NoCopy&) = delete;
    };
    struct Handmade {
      Handmade() = default;
      Handmade(const Handmade& other, int extra = 0);
    };
    struct OnlyNonConst {
      OnlyNonConst() = default;
      OnlyNonConst(OnlyNonConst& other);
    };
    struct Lazy {
      int x;
    };
    struct Used {
      int x;
    };
    Used copy(const Used& used) { return used; }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const clang::CXXConstructorDecl* deleted = declared_copy_constructor(*code.record("NoCopy"));
  ASSERT_NE(deleted, nullptr);
  EXPECT_TRUE(deleted->isDeleted());
  const clang::CXXConstructorDecl* handmade = declared_copy_constructor(*code.record("Handmade"));
  ASSERT_NE(handmade, nullptr);
  EXPECT_TRUE(handmade->isUserProvided());
  EXPECT_EQ(declared_copy_constructor(*code.record("OnlyNonConst")), nullptr);
  // An implicit copy constructor is declared once something needs it.
  EXPECT_EQ(declared_copy_constructor(*code.record("Lazy")), nullptr);
  const clang::CXXConstructorDecl* used = declared_copy_constructor(*code.record("Used"));
  ASSERT_NE(used, nullptr);
  EXPECT_TRUE(used->isImplicit());
}

constexpr char kNodes[] = R"cpp(
#include <vector>
  struct Node {
    Node();
    Node(const Node& other);
    int v;
  };
  struct Defined {
    Defined();
    Defined(const Defined& other);
    int v;
  };
  Defined::Defined(const Defined& other) : v(other.v) {}
  struct Trivial {
    int v;
  };
  struct HoldsNode {
    Node node;
    int v;
  };
  struct RefersToNode {
    Node& node;
  };
  struct DerivedNode : Node {};
  template <class T>
  struct Wrapper {
    Wrapper(const Wrapper& other) : value(other.value) {}
    T value;
  };
  using NodeVector = std::vector<Node>;
  using DefinedVector = std::vector<Defined>;
  using NodePointer = Node*;
  using NodeReference = const Node&;
  using NodeArray = Node[3];
  using NodeWrapper = Wrapper<Node>;
  using TrivialType = Trivial;
  using HoldsNodeType = HoldsNode;
  using RefersToNodeType = RefersToNode;
  using DerivedNodeType = DerivedNode;
  using DefinedType = Defined;
)cpp";

TEST(CopyConstructorNotVisibleTest, NamesTheClassWhoseCopyConstructorIsDefinedNowhere) {
  const ParsedCode code(kNodes);
  ASSERT_TRUE(code.parsed());
  const clang::SourceManager& sources = code.sources();
  const clang::SourceLocation point = sources.getLocForEndOfFile(sources.getMainFileID());
  const auto not_visible = [&](const std::string& alias) {
    const clang::QualType type = code.type(alias);
    if (type.isNull()) {
      ADD_FAILURE() << "no alias " << alias;
      return std::string("(none)");
    }
    return copy_constructor_not_visible(type, point, sources);
  };
  EXPECT_EQ(not_visible("NodeReference"), "Node");  // seen through references
  EXPECT_EQ(not_visible("NodeArray"), "Node");
  EXPECT_EQ(not_visible("HoldsNodeType"), "Node");    // an implicit copy constructor copies its members
  EXPECT_EQ(not_visible("DerivedNodeType"), "Node");  // and its bases
  EXPECT_EQ(not_visible("NodeVector"), "Node");       // std::vector<Node> copies Nodes
  EXPECT_EQ(not_visible("NodeWrapper"), "Node");
  // Defined in the unit (for a point in the main file, anywhere in it), or not needed.
  EXPECT_EQ(not_visible("DefinedType"), "");
  EXPECT_EQ(not_visible("DefinedVector"), "");
  EXPECT_EQ(not_visible("TrivialType"), "");
  EXPECT_EQ(not_visible("NodePointer"), "");       // an address is copied
  EXPECT_EQ(not_visible("RefersToNodeType"), "");  // a reference member is copied as a reference
}

/// node_impl.hpp defines Node's copy constructor; sighted.hpp includes it, but the unit included
/// it first, so the preprocessor skipped sighted.hpp's #include line.
const Files kHeaders = {
    {"node.hpp", "#pragma once\nstruct Node { Node(); Node(const Node& other); int v; };\n"},
    {"node_impl.hpp", "#pragma once\n#include \"node.hpp\"\ninline Node::Node(const Node& other) : v(other.v) {}\n"},
    {"blind.hpp", "#pragma once\n#include \"node.hpp\"\ninline int blind(Node n) { int r = n.v; return r + 1; }\n"},
    {"sighted.hpp",
     "#pragma once\n#include \"node_impl.hpp\"\ninline int sighted(Node n) { int r = n.v; return r + 1; }\n"},
};
constexpr char kHeaderUser[] = R"cpp(
#include "node_impl.hpp"
#include "blind.hpp"
#include "sighted.hpp"
  int in_main(Node n) {
    int r = n.v;
    return r + 2;
  }
)cpp";

/// copy_constructor_not_visible() of `function`'s first parameter, where its hook would be.
std::string first_parameter_not_visible(const Lookup& code, const std::string& function_name) {
  const clang::FunctionDecl* function = code.function(function_name);
  if (function == nullptr) {
    ADD_FAILURE() << "no definition of " << function_name;
    return "(none)";
  }
  return copy_constructor_not_visible(function->getParamDecl(0)->getType(), completion_point(*function),
                                      code.sources());
}

TEST(CopyConstructorNotVisibleTest, HeaderSeesOnlyWhatItIncludes) {
  const bool compiled = testing::with_include_graph(kHeaderUser, kHeaders, [](const Lookup& code) {
    ASSERT_NE(current_include_graph(), nullptr);
    EXPECT_EQ(first_parameter_not_visible(code, "in_main"), "");
    EXPECT_EQ(first_parameter_not_visible(code, "blind"), "Node");  // another unit may not define it
    // Its #include line was skipped, and the include graph still has it.
    EXPECT_EQ(first_parameter_not_visible(code, "sighted"), "");
    const clang::FunctionDecl* blind = code.function("blind");
    ASSERT_NE(blind, nullptr);
    const HookPlan plan = plan_hook(*blind, code.sources(), /*monitor_trivial=*/true);
    EXPECT_EQ(plan.arguments, std::vector<std::string>{"::recrash::uncopied(n)"});
    const clang::FunctionDecl* sighted = code.function("sighted");
    ASSERT_NE(sighted, nullptr);
    EXPECT_EQ(plan_hook(*sighted, code.sources(), /*monitor_trivial=*/true).arguments, std::vector<std::string>{"n"});
  });
  EXPECT_TRUE(compiled);
  EXPECT_EQ(current_include_graph(), nullptr);
}

TEST(CopyConstructorNotVisibleTest, WithoutTheIncludeGraphASkippedIncludeIsNotSeen) {
  ASSERT_EQ(current_include_graph(), nullptr);
  const ParsedCode code(kHeaderUser, kHeaders);
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(first_parameter_not_visible(code, "sighted"), "Node");
  EXPECT_EQ(first_parameter_not_visible(code, "in_main"), "");
}

}  // namespace
}  // namespace recrash::instrument
