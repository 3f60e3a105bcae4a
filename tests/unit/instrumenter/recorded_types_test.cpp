// SPDX-License-Identifier: MIT
// The types a hook records, as another unit spells them to instantiate their saving code
// (analysis/recorded_types.hpp), and whether some are a template's or only this unit's.
#include "analysis/recorded_types.hpp"

#include "ast_fixture.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace recrash::instrument {
namespace {

using testing::Lookup;
using testing::ParsedCode;

/// The spelled types of the hook of the definition named `name`, then "(dependent)" when some are
/// a template's dependent types, and "(local)" when some can be named in this unit only.
std::vector<std::string> types_of(const Lookup& code, const std::string& name) {
  const clang::FunctionDecl* function = code.function(name);
  if (function == nullptr) {
    ADD_FAILURE() << "no definition of " << name;
    return {};
  }
  const RecordedTypes types = recorded_types(*function, plan_hook(*function, code.sources(), /*monitor_trivial=*/true));
  std::vector<std::string> names;
  for (const RecordedType& type : types.named) names.push_back(type.name + (type.complete ? "" : " (incomplete)"));
  if (types.dependent) names.emplace_back("(dependent)");
  if (types.local) names.emplace_back("(local)");
  return names;
}

using Strings = std::vector<std::string>;

TEST(RecordedTypesTest, TheReceiverThenEachParameterWithoutReferenceOrConst) {
  const ParsedCode code(R"cpp(
    namespace shop {
    struct Item {
      int price;
    };
    class Cart {
     public:
      int add(const Item& item, const int count, const char* note) { return item.price * count + (note ? 1 : 0); }
      static int none(Item item) { return item.price / 2; }
    };
    }  // namespace shop
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(types_of(code, "shop::Cart::add"), (Strings{"shop::Cart", "shop::Item", "int", "const char *"}));
  EXPECT_EQ(types_of(code, "shop::Cart::none"), (Strings{"shop::Item"}));
}

TEST(RecordedTypesTest, OneTypeIsSpelledOneWayAndEveryNameFromTheGlobalNamespace) {
  const ParsedCode code(R"cpp(
    typedef unsigned long size_type;
    namespace std {
    template <class F>
    class function {};
    }  // namespace std
    namespace shop {
    struct Item {
      int price;
    };
    using Count = unsigned long;
    int tally(size_type a, Count b, std::function<bool(const Item&, int)> keep) { return a / b > 0 ? 1 : 0; }
    }  // namespace shop
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(types_of(code, "shop::tally"),
            (Strings{"unsigned long", "unsigned long", "std::function<bool (const shop::Item &, int)>"}));
}

TEST(RecordedTypesTest, ATypeOnlyThisUnitCanNameIsLocal) {
  const ParsedCode code(R"cpp(
    namespace {
    struct Hidden {
      int n;
    };
    }  // namespace
    typedef float v4 __attribute__((vector_size(16)));
    struct {
      int n;
    } unnamed;
    int of_hidden(Hidden h, int scale) { return h.n / scale; }
    int of_vector(v4 v) { return static_cast<int>(v[0]) / 2; }
    int of_unnamed(decltype(unnamed) u) { return u.n / 2; }
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(types_of(code, "of_hidden"), (Strings{"int", "(local)"}));
  EXPECT_EQ(types_of(code, "of_vector"), (Strings{"(local)"}));
  EXPECT_EQ(types_of(code, "of_unnamed"), (Strings{"(local)"}));
}

// A unit that instantiates the template instantiates their saving code: a header whose templates
// record them may still refer to the sources' code for its other types.
TEST(RecordedTypesTest, ATemplatesDependentTypeIsDependentNotLocal) {
  const ParsedCode code(R"cpp(
    struct Outer {
      template <class T>
      int dependent(T value, long scale) {
        return value / scale;
      }
    };
    template <class T>
    struct Box {
      int get(int n) { return n / 2; }
    };
    template <class... Ts>
    int count(Ts... values) {
      return sizeof...(values);
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(types_of(code, "Outer::dependent"), (Strings{"Outer", "long", "(dependent)"}));
  EXPECT_EQ(types_of(code, "Box::get"), (Strings{"int", "(dependent)"}));
  EXPECT_EQ(types_of(code, "count"), (Strings{"(dependent)"}));
}

// The hook lists it as recrash::not_recorded: no unit is asked to instantiate code for a class
// this unit cannot complete.
TEST(RecordedTypesTest, APointerToAClassOnlyDeclaredHereIsNotRecordedSoNotNamed) {
  const ParsedCode code(R"cpp(
    namespace doc {
    class Node;
    }
    int depth(const doc::Node* node, int limit) { return node != nullptr ? limit / 2 : 0; }
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(types_of(code, "depth"), (Strings{"int"}));
}

}  // namespace
}  // namespace recrash::instrument
