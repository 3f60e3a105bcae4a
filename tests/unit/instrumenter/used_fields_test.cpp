// SPDX-License-Identifier: MIT
// Used fields (analysis/used_fields.hpp): which members of its class a method and the methods it
// calls on `this` use, when it uses them all, and what the method's hook copies of its receiver.
#include "analysis/used_fields.hpp"

#include "ast_fixture.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace recrash::instrument {
namespace {

using testing::Files;
using testing::Lookup;
using testing::ParsedCode;

/// The names of the members `used` lists.
std::set<std::string> names(const UsedFields& used) {
  std::set<std::string> found;
  for (const clang::FieldDecl* field : used.fields) found.insert(field->getNameAsString());
  return found;
}

UsedFields used_by(UsedFieldsAnalysis& analysis, const Lookup& code, const std::string& name) {
  const clang::CXXMethodDecl* method = code.method(name);
  if (method == nullptr) {
    ADD_FAILURE() << "no definition of " << name;
    return {true, "(no such method)", {}};
  }
  return analysis.used_by(*method);
}

constexpr char kAccount[] = R"cpp(
  class Account {
   public:
    int sum() const { return a_ + c_; }
    int with_b() const { return sum() + this->b_; }
    int through_other() const { return with_b() * 2; }
    int only_b() const { return b_; }
    int ping(int n) const { return n == 0 ? a_ : pong(n - 1); }
    int pong(int n) const { return n == 0 ? c_ : ping(n - 1); }
    int other_object(const Account& other) const { return a_ - other.b_; }
    static int fee() { return 1; }
    int with_static() const { return fee() + a_; }
    int nothing() const { return 0; }
    virtual int rate() const { return 2; }
    int calls_virtual() const { return rate() * a_; }
    int calls_qualified() const { return Account::rate() * a_; }
    int declared_only() const;
    int calls_declared() const { return declared_only() + a_; }
    const Account* self() const { return this; }
    int copies_this() const {
      auto copy = [*this] { return a_; };
      return copy();
    }
    int captures_this() const {
      auto read = [this] { return c_; };
      return read();
    }

   private:
    int a_ = 0;
    int b_ = 0;
    int c_ = 0;
  };
  struct Base {
    int base_ = 0;
    int base_get() const { return base_; }
  };
  struct Derived : Base {
    int own_ = 0;
    int uses_base() const { return base_ + own_; }
    int calls_base() const { return base_get() + own_; }
    int own() const { return own_; }
  };
)cpp";

class UsedFieldsTest : public ::testing::Test {
 protected:
  UsedFields used(const std::string& name) { return used_by(analysis_, code_, name); }

  ParsedCode code_{kAccount};
  UsedFieldsAnalysis analysis_;
};

using Names = std::set<std::string>;

TEST_F(UsedFieldsTest, MethodUsesExactlyTheMembersItNames) {
  ASSERT_TRUE(code_.parsed());
  const UsedFields sum = used("Account::sum");
  EXPECT_FALSE(sum.all) << sum.why_all;
  EXPECT_EQ(names(sum), (Names{"a_", "c_"}));
  EXPECT_EQ(names(used("Account::only_b")), Names{"b_"});
  EXPECT_EQ(names(used("Account::nothing")), Names{});
  // Another object's members are not the receiver's.
  EXPECT_EQ(names(used("Account::other_object")), Names{"a_"});
  // A static method uses no receiver.
  EXPECT_EQ(names(used("Account::with_static")), Names{"a_"});
}

TEST_F(UsedFieldsTest, MethodCalledOnThisAddsItsMembers) {
  ASSERT_TRUE(code_.parsed());
  EXPECT_EQ(names(used("Account::with_b")), (Names{"a_", "b_", "c_"}));
  EXPECT_EQ(names(used("Account::through_other")), (Names{"a_", "b_", "c_"}));
  // Recursion through two methods ends, with both methods' members.
  const UsedFields ping = used("Account::ping");
  EXPECT_FALSE(ping.all);
  EXPECT_EQ(names(ping), (Names{"a_", "c_"}));
  // A qualified call of a virtual method runs that body.
  EXPECT_EQ(names(used("Account::calls_qualified")), Names{"a_"});
}

TEST_F(UsedFieldsTest, UsesThatCannotAllBeSeenUseEverything) {
  ASSERT_TRUE(code_.parsed());
  const auto all_because = [this](const std::string& name, const std::string& why) {
    SCOPED_TRACE(name);
    const UsedFields found = used(name);
    EXPECT_TRUE(found.all);
    EXPECT_EQ(found.why_all, why);
  };
  all_because("Account::calls_virtual", "calls virtual Account::rate on this");
  all_because("Account::calls_declared", "calls Account::declared_only, whose body is not in this file");
  all_because("Account::self", "uses `this` other than to name a member");
  all_because("Account::copies_this", "a lambda copies *this");
  // A lambda's capture of `this` passes it on, though the lambda's body only names c_.
  all_because("Account::captures_this", "uses `this` other than to name a member");
  all_because("Derived::uses_base", "uses Base::base_, a member of a base class");
  all_because("Derived::calls_base", "calls Base::base_get, a method of a base class");
  EXPECT_FALSE(used("Derived::own").all);
}

TEST_F(UsedFieldsTest, MethodWithoutABodyUsesEverything) {
  ASSERT_TRUE(code_.parsed());
  const clang::FunctionDecl* declared = code_.declaration("Account::declared_only");
  ASSERT_NE(declared, nullptr);
  const UsedFields found = analysis_.used_by(*llvm::cast<clang::CXXMethodDecl>(declared));
  EXPECT_TRUE(found.all);
  EXPECT_EQ(found.why_all, "no body");
}

/// What `method_name`'s hook copies of the receiver, by the serializer plan of its class.
ReceiverCopy copy_of(const Lookup& code, const std::string& method_name) {
  const clang::CXXMethodDecl* method = code.method(method_name);
  if (method == nullptr) {
    ADD_FAILURE() << "no definition of " << method_name;
    return {};
  }
  SerializerPlanner planner([](const clang::CXXRecordDecl&) { return true; });
  UsedFieldsAnalysis analysis;
  return receiver_copy(*method, planner.plan(*method->getParent()), analysis.used_by(*method));
}

TEST(ReceiverCopyTest, CopiesTheMembersUsedByTheirIndexInTheSerializer) {
  const ParsedCode code(R"cpp(
    struct Part {
      int id = 0;
    };
    struct Base {
      int base_ = 0;
    };
    class Ledger : public Base {
     public:
      int total() const { return a_ + c_; }
      int owner() const { return owner_->id + a_; }
      int everything() const { return a_ + b_ + c_ + owner_->id + bits_; }
      int none() const { return 0; }
      int bits() const { return bits_ + a_; }

     private:
      int a_ = 0;
      int b_ = 0;
      int bits_ : 3;
      int c_ = 0;
      Part* owner_ = nullptr;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  // Item 0 is the base, then a_, b_, c_, owner_ (bits_ is not saved).
  const ReceiverCopy total = copy_of(code, "Ledger::total");
  EXPECT_EQ(total.used_fields,
            "::recrash::used_fields(this, ::recrash::field<1>(this->a_), "
            "::recrash::field<3>(this->c_))");
  EXPECT_EQ(total.description, "copied in part (used-fields): a_, c_");
  const ReceiverCopy owner = copy_of(code, "Ledger::owner");
  EXPECT_EQ(owner.used_fields,
            "::recrash::used_fields(this, ::recrash::field<1>(this->a_), "
            "::recrash::pointee_field<4>(this->owner_))");
  // The base is not used, so even every member is a part.
  const ReceiverCopy everything = copy_of(code, "Ledger::everything");
  EXPECT_EQ(everything.description, "copied in part (used-fields): a_, b_, c_, owner_");
  const ReceiverCopy none = copy_of(code, "Ledger::none");
  EXPECT_EQ(none.used_fields, "::recrash::used_fields(this)");
  EXPECT_EQ(none.description, "copied in part (used-fields): no member");
  // A member that is not saved is not listed.
  EXPECT_EQ(copy_of(code, "Ledger::bits").description, "copied in part (used-fields): a_");
}

TEST(ReceiverCopyTest, CopiesTheWholeReceiverWhenAPartialCopyCannotBeMade) {
  const Files files = {{"widget.hpp", R"cpp(
#pragma once
                          struct Impl;
                          class Widget {
                           public:
                            void run();
                            int peek() const { return impl_ == nullptr ? n_ : n_ + 1; }
                            int count() const { return n_ + 1; }

                           private:
                            Impl* impl_ = nullptr;
                            int n_ = 0;
                            int m_ = 0;
                          };
                        )cpp"}};
  const ParsedCode code(R"cpp(
#include "widget.hpp"
#define DECLARE(name)                  \
                            class name {                         \
                             public:                             \
                              int get() const { return x_ + 1; } \
                              int x_ = 0;                        \
                              int y_ = 0;                        \
                            };
                          DECLARE(Macro)
                          class Everything {
                           public:
                            int sum() const { return x_ + y_; }
                            int self() const {
                              const Everything* me = this;
                              return me->x_;
                            }

                           private:
                            int x_ = 0;
                            int y_ = 0;
                          };
                          template <class T>
                          class Box {
                           public:
                            int get() const { return x_ + 1; }

                           private:
                            int x_ = 0;
                            T y_{};
                          };
                          class Shape {
                           public:
                            virtual ~Shape() = default;
                            virtual int area() const = 0;
                            int twice() const { return x_ * 2; }

                           private:
                            int x_ = 0;
                            int y_ = 0;
                          };
                          class Referring {
                           public:
                            explicit Referring(int& r) : r_(r) {}
                            int get() const { return r_ + 1; }

                           private:
                            int& r_;
                            int n_ = 0;
                          };
                          class Serialized {
                           public:
                            template <class Archive>
                            void serialize(Archive& archive) {
                              archive(x_);
                            }
                            int get() const { return x_ + 1; }

                           private:
                            int x_ = 0;
                            int y_ = 0;
                          };
                          int local() {
                            struct Local {
                              int get() const { return x_ + 1; }
                              int x_ = 0;
                              int y_ = 0;
                            };
                            return Local().get();
                          }
                        )cpp",
                        files);
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(copy_of(code, "Everything::sum").description,
            "copied whole (used-fields): it uses every member that is saved");
  EXPECT_EQ(copy_of(code, "Everything::self").description,
            "copied whole (used-fields): uses `this` other than to name a member");
  EXPECT_EQ(copy_of(code, "Box::get").description, "copied whole (used-fields): a member of a template");
  EXPECT_EQ(copy_of(code, "Shape::twice").description, "copied whole (used-fields): an abstract class");
  EXPECT_EQ(copy_of(code, "Referring::get").description, "copied whole (used-fields): it uses a reference member, r_");
  EXPECT_EQ(copy_of(code, "Serialized::get").description,
            "copied whole (used-fields): its class gets no generated serializer");
  EXPECT_EQ(copy_of(code, "Local::get").description, "copied whole (used-fields): a local or unnamed class");
  EXPECT_EQ(copy_of(code, "Macro::get").description,
            "copied whole (used-fields): its class's braces come from a macro");
  // Widget's impl_ is saved by the unit that defines Widget::run, where Impl is complete.
  EXPECT_EQ(copy_of(code, "Widget::peek").description,
            "copied whole (used-fields): it uses impl_, saved where its class is complete");
  EXPECT_EQ(copy_of(code, "Widget::count").used_fields, "::recrash::used_fields(this, ::recrash::field<0>(this->n_))");
  for (const ReceiverCopy& whole : {copy_of(code, "Everything::sum"), copy_of(code, "Box::get")}) {
    EXPECT_EQ(whole.used_fields, "");
  }
}

TEST(ReceiverCopyTest, ClassOfMoreThan64ItemsIsCopiedWhole) {
  std::string members;
  for (int i = 0; i < 65; ++i) members += "int m" + std::to_string(i) + "_ = 0;\n";
  const ParsedCode code("class Wide {\n public:\n  int first() const { return m0_ + 1; }\n private:\n" + members +
                        "};\n");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(copy_of(code, "Wide::first").description,
            "copied whole (used-fields): its class has more than 64 bases and members");
}

}  // namespace
}  // namespace recrash::instrument
