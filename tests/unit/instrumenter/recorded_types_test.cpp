// SPDX-License-Identifier: MIT
// The types a hook records, as another unit spells them to instantiate their saving code
// (analysis/recorded_types.hpp), and whether some are a template's or only this unit's.
#include "analysis/recorded_types.hpp"

#include "analysis/used_fields.hpp"
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

/// types_of() for a method whose hook copies the members it uses of its receiver.
std::vector<std::string> used_fields_types_of(const Lookup& code, const std::string& name) {
  const clang::CXXMethodDecl* method = code.method(name);
  if (method == nullptr) {
    ADD_FAILURE() << "no definition of " << name;
    return {};
  }
  HookPlan plan = plan_hook(*method, code.sources(), /*monitor_trivial=*/true);
  SerializerPlanner planner([](const clang::CXXRecordDecl&) { return true; });
  UsedFieldsAnalysis analysis;
  const ReceiverCopy copy = receiver_copy(*method, planner.plan(*method->getParent()), analysis.used_by(*method));
  EXPECT_FALSE(copy.used_fields.empty()) << copy.description;
  plan.used_fields_receiver = copy.used_fields;
  plan.used_fields = copy.fields;
  std::vector<std::string> names;
  const RecordedTypes types = recorded_types(*method, plan);
  for (const RecordedType& type : types.named) names.push_back(type.name);
  if (types.local) names.emplace_back("(local)");
  return names;
}

// The copy is saved as a type of its own (recrash/used_fields.hpp), which another unit names by
// the members' decltype: const as `this->member` is in a const method, unless the member is
// mutable or const itself (one type, one spelling).
TEST(RecordedTypesTest, AReceiverCopiedInPartIsATypeOfItsOwn) {
  const ParsedCode code(R"cpp(
    namespace shop {
    struct Part {
      int id = 0;
    };
    class Till {
     public:
      int rate(int by) const {
        ++reads_;
        return (cash_ + limit_[0] + by) / count_;
      }
      void take(int n) { cash_ -= n / part_->id; }
      int none(int n) const { return 100 / n; }

     private:
      int cash_ = 0;
      const char limit_[2] = {};
      int count_ = 1;
      int unused_ = 0;
      Part* part_ = nullptr;
      mutable int reads_ = 0;
    };
    }  // namespace shop
    namespace {
    class Hidden {
     public:
      int rate() const { return a_ / b_; }

     private:
      int a_ = 0;
      int b_ = 1;
      int c_ = 0;
    };
    }  // namespace
  )cpp");
  ASSERT_TRUE(code.parsed());
  const std::string field = "::recrash::detail::FieldRef<";
  const std::string use = ", ::recrash::detail::FieldUse::";
  EXPECT_EQ(used_fields_types_of(code, "shop::Till::rate"),
            (Strings{"shop::Till",
                     "::recrash::detail::UsedFieldsCopy<shop::Till, " + field + "0" + use +
                         "Field, const decltype(shop::Till::cash_)>, " + field + "1" + use +
                         "Field, decltype(shop::Till::limit_)>, " + field + "2" + use +
                         "Field, const decltype(shop::Till::count_)>, " + field + "5" + use +
                         "Field, decltype(shop::Till::reads_)>>",
                     "int"}));
  EXPECT_EQ(used_fields_types_of(code, "shop::Till::take"),
            (Strings{"shop::Till",
                     "::recrash::detail::UsedFieldsCopy<shop::Till, " + field + "0" + use +
                         "Field, decltype(shop::Till::cash_)>, " + field + "4" + use +
                         "Pointee, decltype(shop::Till::part_)>>",
                     "int"}));
  // A method that uses no member has a copy of none.
  EXPECT_EQ(used_fields_types_of(code, "shop::Till::none"),
            (Strings{"shop::Till", "::recrash::detail::UsedFieldsCopy<shop::Till>", "int"}));
  // Only this unit can name its class, so its copy too.
  EXPECT_EQ(used_fields_types_of(code, "Hidden::rate"), (Strings{"(local)"}));
}

}  // namespace
}  // namespace recrash::instrument
