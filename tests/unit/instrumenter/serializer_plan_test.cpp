// SPDX-License-Identifier: MIT
// Serializer planning (serializers/serializer_plan.hpp): which members and bases a class's
// generated serializer passes on, which it leaves out and why, and how it is constructed to load.
#include "serializers/serializer_plan.hpp"

#include "ast_fixture.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace recrash::instrument {
namespace {

using testing::Files;
using testing::Lookup;
using testing::ParsedCode;
using Strings = std::vector<std::string>;

/// The project's classes: those outside system headers (the standard library's are not).
bool outside_system_headers(const clang::CXXRecordDecl& record) {
  const clang::SourceManager& sources = record.getASTContext().getSourceManager();
  return !sources.isInSystemHeader(sources.getExpansionLoc(record.getLocation()));
}

/// The plan of the class named `name`; `planner` keeps it.
const SerializerPlan& plan_of(SerializerPlanner& planner, const Lookup& code, const std::string& name) {
  static const SerializerPlan kMissing = [] {
    SerializerPlan missing;
    missing.skip_reason = "(no such class)";
    return missing;
  }();
  const clang::CXXRecordDecl* record = code.record(name);
  if (record == nullptr) {
    ADD_FAILURE() << "no definition of " << name;
    return kMissing;
  }
  return planner.plan(*record);
}

Strings member_names(const SerializerPlan& plan) {
  Strings names;
  for (const SerializedMember& member : plan.members) names.push_back(member.name);
  return names;
}

std::vector<MemberUse> member_uses(const SerializerPlan& plan) {
  std::vector<MemberUse> uses;
  for (const SerializedMember& member : plan.members) uses.push_back(member.use);
  return uses;
}

/// "name: reason" for each member left out.
Strings skipped(const SerializerPlan& plan) {
  Strings lines;
  for (const SkippedMember& member : plan.skipped) lines.push_back(member.name + ": " + member.reason);
  return lines;
}

TEST(SerializerPlanTest, PassesOnBasesAndMembersInOrder) {
  const ParsedCode code(R"cpp(
    struct Base {
      int id = 0;
    };
    struct Other {
      int x = 0;
    };
    struct Part {
      int v = 0;
    };
    class Order : public Base, private Other {
     public:
      Order() = default;

     private:
      int quantity_ = 0;
      double price_;
      Part part_;
      Part* parent_ = nullptr;
      int limits_[3];
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner(outside_system_headers);
  const SerializerPlan& plan = plan_of(planner, code, "Order");
  EXPECT_EQ(plan.skip_reason, "");
  ASSERT_EQ(plan.bases.size(), 2U);
  EXPECT_EQ(plan.bases[0]->getType().getAsString(), "struct Base");
  EXPECT_EQ(plan.bases[1]->getType().getAsString(), "struct Other");
  EXPECT_EQ(member_names(plan), (Strings{"quantity_", "price_", "part_", "parent_", "limits_"}));
  EXPECT_EQ(member_uses(plan), (std::vector<MemberUse>{MemberUse::Field, MemberUse::Field, MemberUse::Field,
                                                       MemberUse::Pointee, MemberUse::Field}));
  EXPECT_TRUE(plan.skipped.empty());
  EXPECT_TRUE(plan.completed.empty());
  EXPECT_EQ(plan.completing_method, nullptr);  // defined in the unit's own file
  // Not an aggregate: it gets the loading constructors, which leave members with an initializer
  // of their own to it.
  EXPECT_TRUE(plan.load_constructors);
  EXPECT_EQ(plan.base_initializers, (Strings{"()", "()"}));
  EXPECT_EQ(plan.initializers, (Strings{"price_()", "part_()", "limits_()"}));
  EXPECT_FALSE(plan.default_constructor);  // it declares its own
  EXPECT_FALSE(plan.load_and_construct);
  // The decision is kept.
  EXPECT_EQ(&plan, &plan_of(planner, code, "Order"));
}

TEST(SerializerPlanTest, LeavesOutMembersItCannotSaveAndSaysWhy) {
  const ParsedCode code(R"cpp(
    struct _IO_FILE;
    typedef struct _IO_FILE FILE;
    struct Node {
      int v = 0;
    };
    union Value {
      int i;
      float f;
    };
    class Skips {
     public:
      Skips();

     private:
      int : 4;
      unsigned flags_ : 3;
      union {
        int i_;
        float f_;
      };
      void* opaque_;
      int** table_;
      void (*callback_)(int);
      int Node::*member_;
      Node* const fixed_;
      FILE* file_;
      Value value_;
      Node* grid_[2][2];
      int*& pointer_ref_;
      Node* row_[4];
      const int id_;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner(outside_system_headers);
  const SerializerPlan& plan = plan_of(planner, code, "Skips");
  EXPECT_EQ(plan.skip_reason, "");
  // The unnamed bit-field is padding: neither saved nor reported.
  EXPECT_EQ(skipped(plan), (Strings{
                               "flags_: bit-field: cereal cannot refer to it",
                               ": anonymous struct or union: not saved",
                               "opaque_: untyped pointer (void*)",
                               "table_: pointer to a pointer",
                               "callback_: function or member pointer: code cannot be saved",
                               "member_: function or member pointer: code cannot be saved",
                               "fixed_: const pointer: it cannot be re-pointed when loaded",
                               "file_: pointer to a FILE: an open file cannot be saved",
                               "value_: union: which member is active is unknown",
                               "grid_: array of raw pointers",
                               "pointer_ref_: reference to a pointer, an array or a function",
                           }));
  ASSERT_EQ(plan.skipped.size(), 11U);
  EXPECT_EQ(plan.skipped[0].field, code.field("Skips", "flags_"));
  // An array of raw pointers saves what each points to; a const scalar is saved as it is.
  EXPECT_EQ(member_names(plan), (Strings{"row_", "id_"}));
  EXPECT_EQ(member_uses(plan), (std::vector<MemberUse>{MemberUse::Field, MemberUse::Field}));
}

TEST(SerializerPlanTest, StandardLibraryMembersThatHoldNoValueAreLeftOut) {
  const ParsedCode code(R"cpp(
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>
    struct Node {
      int v = 0;
    };
    class Service {
     public:
      Service();

     private:
      std::string name_;
      std::vector<int> values_;
      std::vector<Node*> children_;
      std::map<int, Node*> index_;
      std::vector<std::vector<Node*>> nested_;
      std::mutex lock_;
      std::function<void()> callback_;
      std::atomic<int> hits_;
      std::mutex* shared_lock_;
      std::unique_ptr<Node> owned_;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner(outside_system_headers);
  const SerializerPlan& plan = plan_of(planner, code, "Service");
  EXPECT_EQ(member_names(plan), (Strings{"name_", "values_", "children_", "owned_"}));
  EXPECT_EQ(skipped(plan), (Strings{
                               "index_: it holds raw pointers (Node *), which cereal cannot save inside a container",
                               "nested_: it holds raw pointers (Node *), which cereal cannot save inside a container",
                               "lock_: std::mutex: a synchronization object cannot be saved",
                               "callback_: std::function: a callable or a reference cannot be saved",
                               "hits_: std::atomic: cereal cannot save an atomic",
                               "shared_lock_: pointer to a synchronization object cannot be saved",
                           }));
}

TEST(SerializerPlanTest, ReferenceMemberIsSavedAsWhatItRefersTo) {
  const ParsedCode code(R"cpp(
    struct Settings {
      int level = 0;
    };
    struct Shape {
      virtual int area() const = 0;
    };
    struct Drawable {
      virtual ~Drawable() = default;
      virtual void draw() = 0;
    };
    class Logger {
     public:
      Logger(Settings& settings, const int& limit) : settings_(settings), limit_(limit) {}

     private:
      Settings& settings_;
      const int& limit_;
      int count_ = 0;
    };
    class Canvas {
     public:
      Canvas(Shape& shape, Drawable& drawable) : shape_(shape), drawable_(drawable) {}

     private:
      Shape& shape_;
      Drawable& drawable_;
    };
    class Painter {
     public:
      explicit Painter(Drawable& drawable) : drawable_(drawable) {}

     private:
      Drawable& drawable_;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner(outside_system_headers);
  const SerializerPlan& logger = plan_of(planner, code, "Logger");
  EXPECT_EQ(logger.skip_reason, "");
  EXPECT_EQ(member_names(logger), (Strings{"settings_", "limit_", "count_"}));
  EXPECT_EQ(member_uses(logger), (std::vector<MemberUse>{MemberUse::Referent, MemberUse::Referent, MemberUse::Field}));
  EXPECT_TRUE(logger.load_constructors);
  EXPECT_EQ(logger.initializers, (Strings{"settings_(::recrash::generated::referent<decltype(settings_)>(recrash_tag))",
                                          "limit_(::recrash::generated::referent<decltype(limit_)>(recrash_tag))"}));
  EXPECT_FALSE(logger.default_constructor);
  EXPECT_TRUE(logger.load_and_construct);  // no default constructor: cereal's smart pointers need one

  // Bound when loaded to an object of the dynamic type the dump holds: that needs a virtual
  // destructor.
  const SerializerPlan& canvas = plan_of(planner, code, "Canvas");
  EXPECT_EQ(canvas.skip_reason,
            "cannot be constructed for loading: reference member shape_ refers to an abstract class without a "
            "virtual destructor, which cannot be loaded as its dynamic type");
  EXPECT_FALSE(canvas.load_constructors);
  EXPECT_TRUE(canvas.initializers.empty());
  const SerializerPlan& painter = plan_of(planner, code, "Painter");
  EXPECT_EQ(painter.skip_reason, "");
  EXPECT_TRUE(painter.load_constructors);
}

TEST(SerializerPlanTest, AggregateKeepsItsBraceInitializationAndGetsNoConstructors) {
  const ParsedCode code(R"cpp(
    struct Point {
      int x;
      int y;
    };
    struct Ref {
      int& r;
    };
    class Counter {
     public:
      int get() const { return n_; }

     private:
      int n_;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner(outside_system_headers);
  const SerializerPlan& point = plan_of(planner, code, "Point");
  EXPECT_EQ(point.skip_reason, "");
  EXPECT_EQ(member_names(point), (Strings{"x", "y"}));
  EXPECT_FALSE(point.load_constructors);
  EXPECT_FALSE(point.default_constructor);
  EXPECT_EQ(plan_of(planner, code, "Ref").skip_reason,
            "an aggregate that cannot be default-constructed cannot be loaded");
  // Not an aggregate, and no constructor of its own: the loading constructors would hide the
  // implicit default constructor, so it gets one.
  const SerializerPlan& counter = plan_of(planner, code, "Counter");
  EXPECT_TRUE(counter.load_constructors);
  EXPECT_TRUE(counter.default_constructor);
  EXPECT_EQ(counter.initializers, Strings{"n_()"});
  EXPECT_FALSE(counter.load_and_construct);
}

constexpr char kEngine[] = R"cpp(
  class Engine {
   public:
    explicit Engine(int power) : power_(power) {}

   private:
    int power_;
  };
  class Car {
   public:
    explicit Car(int power) : engine_(power) {}

   private:
    Engine engine_;
  };
  class Turbo : public Engine {
   public:
    Turbo() : Engine(1) {}
  };
)cpp";

TEST(SerializerPlanTest, MemberOrBaseWithoutDefaultConstructorIsLoadedByItsOwnLoadingConstructor) {
  const ParsedCode code(kEngine);
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner(outside_system_headers);
  const SerializerPlan& car = plan_of(planner, code, "Car");
  EXPECT_EQ(car.skip_reason, "");
  EXPECT_TRUE(car.load_constructors);
  EXPECT_EQ(car.initializers, Strings{"engine_(recrash_tag)"});
  EXPECT_TRUE(car.load_and_construct);
  const SerializerPlan& engine = plan_of(planner, code, "Engine");
  EXPECT_TRUE(engine.load_constructors);
  EXPECT_EQ(engine.initializers, Strings{"power_()"});
  const SerializerPlan& turbo = plan_of(planner, code, "Turbo");
  EXPECT_TRUE(turbo.load_constructors);
  EXPECT_EQ(turbo.base_initializers, Strings{"(recrash_tag)"});
}

TEST(SerializerPlanTest, MemberOrBaseFromOutsideTheProjectNeedsADefaultConstructor) {
  const ParsedCode code(kEngine);
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner([](const clang::CXXRecordDecl& record) { return record.getName() != "Engine"; });
  const SerializerPlan& car = plan_of(planner, code, "Car");
  EXPECT_EQ(car.skip_reason, "cannot be constructed for loading: member engine_ has no usable default constructor");
  EXPECT_FALSE(car.load_constructors);
  EXPECT_TRUE(car.initializers.empty());
  // Turbo can be default-constructed: it is loaded into one, without constructors of its own.
  const SerializerPlan& turbo = plan_of(planner, code, "Turbo");
  EXPECT_EQ(turbo.skip_reason, "");
  EXPECT_FALSE(turbo.load_constructors);
  EXPECT_TRUE(turbo.base_initializers.empty());
  EXPECT_EQ(turbo.bases.size(), 1U);
}

TEST(SerializerPlanTest, ClassWithItsOwnSerializerIsLeftAlone) {
  const ParsedCode code(R"cpp(
    struct Member {
      int x = 0;
      template <class Archive>
      void serialize(Archive& archive) {
        archive(x);
      }
    };
    struct Split {
      int x = 0;
      template <class Archive>
      void save(Archive& archive) const {
        archive(x);
      }
      template <class Archive>
      void load(Archive& archive) {
        archive(x);
      }
    };
    struct Outside {
      int x = 0;
    };
    template <class Archive>
    void serialize(Archive& archive, Outside& outside) {
      archive(outside.x);
    }
    template <class T>
    struct Wrapped {
      T value;
    };
    template <class Archive, class T>
    void save(Archive& archive, const Wrapped<T>& w) {
      archive(w.value);
    }
    struct Files {
      int x = 0;
      bool save() const { return x > 0; }
      void load(const char* path) { x = path == nullptr ? 0 : 1; }
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner(outside_system_headers);
  // As the instrumenter does, every function is noted before any class is planned.
  using namespace clang::ast_matchers;
  for (const clang::FunctionDecl* function : testing::found_by<clang::FunctionDecl>(functionDecl(), code.context())) {
    planner.note_function(*function);
  }
  const std::string own = "has its own cereal serializer: left as it is";
  EXPECT_EQ(plan_of(planner, code, "Member").skip_reason, own);
  EXPECT_EQ(plan_of(planner, code, "Split").skip_reason, own);
  EXPECT_EQ(plan_of(planner, code, "Outside").skip_reason, own);
  EXPECT_EQ(plan_of(planner, code, "Wrapped").skip_reason, own);
  // A class's own save() and load(path) are no serializers.
  const SerializerPlan& files = plan_of(planner, code, "Files");
  EXPECT_EQ(files.skip_reason, "");
  EXPECT_EQ(member_names(files), Strings{"x"});
}

TEST(SerializerPlanTest, UnionAndLocalClassGetNothing) {
  const ParsedCode code(R"cpp(
    union Number {
      int i;
      float f;
    };
    int local() {
      struct Local {
        int x = 0;
      };
      return Local().x;
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner(outside_system_headers);
  EXPECT_EQ(plan_of(planner, code, "Number").skip_reason,
            "union: which member is active is unknown, it gets no serializer");
  const SerializerPlan& local = plan_of(planner, code, "Local");
  EXPECT_EQ(local.skip_reason, "local class: it cannot have the member templates cereal needs");
  EXPECT_TRUE(local.members.empty());
}

TEST(SerializerPlanTest, PointerToAnArrayIsPairedWithTheMembersThatCountIt) {
  const ParsedCode code(R"cpp(
    struct Node {
      int v = 0;
    };
    class DynArray {
     public:
      DynArray();

     private:
      Node* mem_;
      int size_;
      int allocated_;
    };
    class List {
     public:
      List();

     private:
      Node* head_;
      int size_;
    };
    class Named {
     public:
      Named();

     private:
      int* data;
      long length;
    };
    class Prefixed {
     public:
      Prefixed();

     private:
      Node* items_;
      int items_count_;
      Node* other_;
      int num_other;
      int m_otherCapacity;
    };
    class Ambiguous {
     public:
      Ambiguous();

     private:
      Node* data_;
      int size_;
      int count_;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  SerializerPlanner planner(outside_system_headers);
  const auto counted = [&](const std::string& record, std::size_t index) {
    const SerializerPlan& plan = plan_of(planner, code, record);
    if (plan.members.size() <= index) {
      ADD_FAILURE() << record << " saves no member " << index;
      return std::string("(none)");
    }
    return plan.members[index].name + " count=" + plan.members[index].count +
           " capacity=" + plan.members[index].capacity;
  };
  EXPECT_EQ(counted("DynArray", 0), "mem_ count=size_ capacity=allocated_");
  EXPECT_EQ(counted("List", 0), "head_ count= capacity=");  // a list's size, not an array's
  EXPECT_EQ(counted("Named", 0), "data count=length capacity=");
  EXPECT_EQ(counted("Prefixed", 0), "items_ count=items_count_ capacity=");
  EXPECT_EQ(counted("Prefixed", 2), "other_ count=num_other capacity=m_otherCapacity");
  EXPECT_EQ(counted("Ambiguous", 0), "data_ count= capacity=");  // size_ or count_: neither is taken
}

TEST(SerializerPlanTest, HeaderClassMembersOfIncompleteTypesAreSavedWhereTheClassIsCompleted) {
  const Files files = {{"widget.hpp", R"cpp(
#pragma once
#include <memory>
                          struct Impl;
                          class Widget {
                           public:
                            Widget();
                            ~Widget();
                            int size() const { return n_; }
                            void run();

                           private:
                            std::unique_ptr<Impl> impl_;
                            Impl* raw_ = nullptr;
                            int n_ = 0;
                          };
                          class Inline {
                           public:
                            int size() const { return n_; }

                           private:
                            Impl* impl_ = nullptr;
                            int n_ = 0;
                          };
                          class Outlined {
                           public:
                            void run();
                            void later();

                           private:
                            Impl* impl_ = nullptr;
                          };
                          inline void Outlined::run() {}
                          template <class T>
                          class Box {
                           public:
                            void run();
                            T value;
                          };
                          namespace {
                          class Hidden {
                           public:
                            void run();
                            int n_ = 0;
                          };
                          }  // namespace
                        )cpp"}};
  const ParsedCode code(R"cpp(
#include "widget.hpp"
                          struct Impl {
                            int v = 0;
                          };
                          class Local {
                           public:
                            void run();

                           private:
                            struct Later* later_ = nullptr;
                            int n_ = 0;
                          };
                        )cpp",
                        files);
  ASSERT_TRUE(code.parsed());
  const clang::CXXRecordDecl* widget = code.record("Widget");
  ASSERT_NE(widget, nullptr);
  // The first member function the header declares and does not define: the constructor.
  const clang::CXXMethodDecl* completing = completing_method(*widget);
  ASSERT_NE(completing, nullptr);
  EXPECT_TRUE(llvm::isa<clang::CXXConstructorDecl>(completing));
  EXPECT_EQ(completing_method(*code.record("Inline")), nullptr);  // every function inline
  // Not run(), which the header defines after the class: every unit that reads the class has it.
  const clang::CXXMethodDecl* outlined = completing_method(*code.record("Outlined"));
  ASSERT_NE(outlined, nullptr);
  EXPECT_EQ(outlined->getNameAsString(), "later");
  EXPECT_EQ(completing_method(*code.record("Box")), nullptr);     // a template
  EXPECT_EQ(completing_method(*code.record("Hidden")), nullptr);  // no other unit could name it

  SerializerPlanner planner(outside_system_headers);
  const SerializerPlan& plan = planner.plan(*widget);
  EXPECT_EQ(plan.completing_method, completing);
  ASSERT_EQ(plan.completed.size(), 2U);
  EXPECT_EQ(plan.completed[0].name, "impl_");
  EXPECT_EQ(plan.completed[0].use, MemberUse::Field);
  EXPECT_EQ(plan.completed[1].name, "raw_");
  EXPECT_EQ(plan.completed[1].use, MemberUse::Pointee);
  EXPECT_EQ(member_names(plan), Strings{"n_"});
  // Judged by what the header itself sees: the unit's own file defines Impl, not the header.
  const SerializerPlan& in_line = plan_of(planner, code, "Inline");
  EXPECT_EQ(skipped(in_line), Strings{"impl_: its type names a class only declared here, which saving it needs"});
  // A class of the unit's own file has nowhere else to be completed.
  const SerializerPlan& local = plan_of(planner, code, "Local");
  EXPECT_EQ(local.completing_method, nullptr);
  EXPECT_EQ(skipped(local), Strings{"later_: its type names a class only declared here, which saving it needs"});
}

TEST(DefaultConstructibleTest, JudgesTheDeclaredConstructorsAndTheImplicitOne) {
  const ParsedCode code(R"cpp(
    class PrivateDefault {
      PrivateDefault();

     public:
      explicit PrivateDefault(int);
    };
    class ProtectedDefault {
     protected:
      ProtectedDefault();
    };
    class Deleted {
     public:
      Deleted() = delete;
    };
    class Templated {
     public:
      template <class T = int>
      Templated(T value = T());
    };
    class OnlyTakesOne {
     public:
      explicit OnlyTakesOne(int);
    };
    struct RefMember {
      int& r;
    };
    struct ConstMember {
      const int c;
    };
    struct ConstWithInit {
      const int c = 1;
    };
    struct NoDefaultMember {
      OnlyTakesOne member;
    };
    struct BaseWithPrivate : PrivateDefault {};
    struct BaseWithProtected : ProtectedDefault {};
    struct Plain {
      int x;
    };
    struct ConstPlain {  // a const Plain would be left uninitialized: the constructor is deleted
      const Plain p;
    };
    struct SelfInitialized {
      int x = 0;
    };
    struct ConstSelfInitialized {
      const SelfInitialized s;
    };
    class UserDefault {
     public:
      UserDefault();
      int x;
    };
    struct ConstUserDefault {
      const UserDefault u;
    };
    struct ConstArray {
      const Plain ps[2];
    };
    union Either {
      int i;
      float f;
    };
    struct Fwd;
    using FwdAlias = Fwd;
  )cpp");
  ASSERT_TRUE(code.parsed());
  const auto constructible = [&code](const std::string& name, clang::AccessSpecifier least) {
    const clang::CXXRecordDecl* record = code.record(name);
    if (record == nullptr) {
      ADD_FAILURE() << "no class " << name;
      return false;
    }
    return default_constructible(*record, least);
  };
  EXPECT_TRUE(constructible("PrivateDefault", clang::AS_private));
  EXPECT_FALSE(constructible("PrivateDefault", clang::AS_public));
  EXPECT_TRUE(constructible("ProtectedDefault", clang::AS_protected));
  EXPECT_FALSE(constructible("ProtectedDefault", clang::AS_public));
  EXPECT_FALSE(constructible("Deleted", clang::AS_private));
  EXPECT_TRUE(constructible("Templated", clang::AS_public));
  EXPECT_FALSE(constructible("OnlyTakesOne", clang::AS_private));
  EXPECT_FALSE(constructible("RefMember", clang::AS_public));
  EXPECT_FALSE(constructible("ConstMember", clang::AS_public));
  EXPECT_TRUE(constructible("ConstWithInit", clang::AS_public));
  EXPECT_FALSE(constructible("ConstPlain", clang::AS_public));
  EXPECT_TRUE(constructible("ConstSelfInitialized", clang::AS_public));
  EXPECT_TRUE(constructible("ConstUserDefault", clang::AS_public));  // its constructor initializes it
  EXPECT_FALSE(constructible("ConstArray", clang::AS_public));
  EXPECT_FALSE(constructible("NoDefaultMember", clang::AS_public));
  EXPECT_FALSE(constructible("BaseWithPrivate", clang::AS_public));
  EXPECT_TRUE(constructible("BaseWithProtected", clang::AS_public));  // a base's may be protected
  EXPECT_TRUE(constructible("Plain", clang::AS_public));
  EXPECT_TRUE(constructible("Either", clang::AS_public));
  const clang::CXXRecordDecl* declared = code.type("FwdAlias")->getAsCXXRecordDecl();
  ASSERT_NE(declared, nullptr);
  EXPECT_FALSE(default_constructible(*declared, clang::AS_public));
}

TEST(CountMembersTest, PairsOnlyPointersWithSavedIntegerMembers) {
  const ParsedCode code(R"cpp(
    struct Buffer {
      char* buffer_;
      int size_;
      bool capacity_;
      int allocated_ : 8;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  const clang::CXXRecordDecl* buffer = code.record("Buffer");
  ASSERT_NE(buffer, nullptr);
  // A bool is no count, a bit-field is not saved; buffer is an array's name, so size_ counts it.
  std::vector<SerializedMember> members = {{"buffer_", MemberUse::Pointee, "", ""},
                                           {"size_", MemberUse::Field, "", ""},
                                           {"capacity_", MemberUse::Field, "", ""}};
  count_members(*buffer, members);
  EXPECT_EQ(members[0].count, "size_");
  EXPECT_EQ(members[0].capacity, "");
  // A member the serializer does not save says nothing.
  std::vector<SerializedMember> without_size = {{"buffer_", MemberUse::Pointee, "", ""}};
  count_members(*buffer, without_size);
  EXPECT_EQ(without_size[0].count, "");
}

}  // namespace
}  // namespace recrash::instrument
