// SPDX-License-Identifier: MIT
// Hook planning (analysis/hook_plan.hpp): which functions get a hook, of which kind, with which
// arguments, and why the others get none.
#include "analysis/hook_plan.hpp"

#include "ast_fixture.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace recrash::instrument {
namespace {

using testing::Files;
using testing::Lookup;
using testing::ParsedCode;

/// The plan of the definition named `name`.
HookPlan plan_of(const Lookup& code, const std::string& name, bool monitor_trivial = false) {
  const clang::FunctionDecl* function = code.function(name);
  if (function == nullptr) {
    ADD_FAILURE() << "no definition of " << name;
    HookPlan missing;
    missing.skip_reason = "(no such function)";
    return missing;
  }
  return plan_hook(*function, code.sources(), monitor_trivial);
}

/// The plan of a definition whose hook's shape a test looks at, were it trivial or not (its
/// sample code is small, and often nothing in it can fault).
HookPlan hook_of(const Lookup& code, const std::string& name) { return plan_of(code, name, /*monitor_trivial=*/true); }

std::string trivial_reason(const Lookup& code, const std::string& name) {
  const clang::FunctionDecl* function = code.function(name);
  if (function == nullptr) {
    ADD_FAILURE() << "no definition of " << name;
    return "(no such function)";
  }
  return trivial_body_reason(*function);
}

using Strings = std::vector<std::string>;

TEST(HookPlanTest, EmptyBodyGetsNoHookUnlessTrivialFunctionsAreMonitored) {
  const ParsedCode code(R"cpp(
    void nothing() {}
    void nothing_with(int) {}
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(trivial_reason(code, "nothing"), "empty body");
  EXPECT_EQ(plan_of(code, "nothing").skip_reason, "trivial (empty body); --monitor-trivial hooks it");
  EXPECT_EQ(plan_of(code, "nothing_with").skip_reason, "trivial (empty body); --monitor-trivial hooks it");

  const HookPlan monitored = plan_of(code, "nothing", /*monitor_trivial=*/true);
  EXPECT_EQ(monitored.skip_reason, "");
  EXPECT_EQ(monitored.kind, HookKind::Function);
  EXPECT_EQ(hook_statement(monitored), "RECRASH_FUNCTION();");
  EXPECT_EQ(hook_statement(plan_of(code, "nothing_with", true)), "RECRASH_FUNCTION(recrash_unnamed_0);");
}

// What a profile weighs a hot function's work by (recrash_instrument's PROFILE_MAX_STATEMENTS).
TEST(HookPlanTest, BodyStatementsCountNestedOnesAndNotBlocks) {
  const ParsedCode code(R"cpp(
    int g(int x) { return x; }
    int none() { return 0; }
    int branches(int x) {
      int y = 0;    // 1
      if (x > 0) {  // 2
        y = 1;      // 3
      } else {
        y = g(x) + g(y);  // 4: one expression statement, whatever it calls
      }
      for (int i = 0; i < x; ++i)  // 5, and 6 for its `int i = 0`
        y += i;                    // 7
      return y;                    // 8
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(body_statements(*code.function("none")), 1U);
  EXPECT_EQ(body_statements(*code.function("branches")), 8U);
}

// A dispatcher runs one case a call: a switch weighs its largest case, not all of them.
TEST(HookPlanTest, BodyStatementsWeighASwitchByItsLargestCase) {
  const ParsedCode code(R"cpp(
    int a(int x) { return x; }
    int dispatch(int kind, int x) {
      switch (kind) {  // 1
        case 0:        // the largest case, 3 statements
          x = a(x);
          x = a(x);
          return x;
        case 1:
        case 2:
          return a(x + 1);
        default:
          return 0;
      }
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(body_statements(*code.function("dispatch")), 4U);
}

TEST(HookPlanTest, PlainGettersAndSettersAreTrivial) {
  const ParsedCode code(R"cpp(
    namespace std {
    template <class T>
    struct remove_reference {
      using type = T;
    };
    template <class T>
    struct remove_reference<T&> {
      using type = T;
    };
    template <class T>
    typename remove_reference<T>::type&& move(T&& value) {
      return static_cast<typename remove_reference<T>::type&&>(value);
    }
    }  // namespace std
    struct Text {
      Text() {}
      Text(const Text&) {}
      Text(Text&&) {}
      Text& operator=(const Text&) { return *this; }
      Text& operator=(Text&&) { return *this; }
    };
    class Person {
     public:
      int age() const { return age_; }
      Text name() const { return this->name_; }
      long wide_age() const { return (age_); }
      void set_age(int age) { age_ = age; }
      void reset_age() { this->age_ = 0; }
      void set_name(Text name) { name_ = std::move(name); }
      void set_name_from(const Text& name) { name_ = name; }
      void set_age_from(const Person& other) { age_ = other.age_; }
      int next_age() const { return age_ + 1; }

     private:
      int age_ = 0;
      Text name_;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(trivial_reason(code, "Person::age"), "returns a member");
  EXPECT_EQ(trivial_reason(code, "Person::name"), "returns a member");  // through the copy constructor
  EXPECT_EQ(trivial_reason(code, "Person::wide_age"), "returns a member");
  EXPECT_EQ(trivial_reason(code, "Person::set_age"), "assigns a member");
  EXPECT_EQ(trivial_reason(code, "Person::reset_age"), "assigns a member");
  EXPECT_EQ(trivial_reason(code, "Person::set_name"), "assigns a member");       // std::move of a parameter
  EXPECT_EQ(trivial_reason(code, "Person::set_name_from"), "assigns a member");  // an operator= call
  // Not a plain setter or getter, but one statement that cannot fault.
  EXPECT_EQ(trivial_reason(code, "Person::set_age_from"), "one statement that cannot fault on its own");
  EXPECT_EQ(trivial_reason(code, "Person::next_age"), "one statement that cannot fault on its own");
  EXPECT_EQ(plan_of(code, "Person::age").skip_reason, "trivial (returns a member); --monitor-trivial hooks it");
  EXPECT_EQ(plan_of(code, "Person::set_age").skip_reason, "trivial (assigns a member); --monitor-trivial hooks it");
  const HookPlan monitored = plan_of(code, "Person::set_age", /*monitor_trivial=*/true);
  EXPECT_EQ(monitored.skip_reason, "");
  EXPECT_EQ(hook_statement(monitored), "RECRASH_METHOD(age);");
}

TEST(HookPlanTest, OneStatementThatCanFaultIsHooked) {
  const ParsedCode code(R"cpp(
    int helper(int x);
    static int hidden(int x) { return x + 1; }
    struct Cell {
      int value;
    };
    int twice(int x) { return helper(x) * 2; }
    int divide(int a, int b) { return a / b; }
    int remainder_of(int a, int b) { return a % b; }
    void divide_into(int& a, int b) { a /= b; }
    int through(const int* p) { return *p; }
    int arrow(const Cell* cell) { return cell->value; }
    int element(const int* values, int i) { return values[i]; }
    void fail(int code) { throw code; }
    int internal(int x) { return hidden(x); }
    int with_lambda(int x) {
      return [x] { return x + 1; }();
    }
    int two_statements(int x) {
      int y = helper(x);
      return y;
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(trivial_reason(code, "twice"), "one statement that cannot fault on its own");
  EXPECT_EQ(plan_of(code, "twice").skip_reason,
            "trivial (one statement that cannot fault on its own); --monitor-trivial hooks it");
  for (const char* name : {"divide", "remainder_of", "divide_into", "through", "arrow", "element", "fail", "internal",
                           "with_lambda", "two_statements"}) {
    SCOPED_TRACE(name);
    EXPECT_EQ(trivial_reason(code, name), "");
    const HookPlan plan = plan_of(code, name);
    EXPECT_EQ(plan.skip_reason, "");
    EXPECT_EQ(plan.kind, HookKind::Function);
  }
}

TEST(HookPlanTest, MultiplyingIsNotReadingThroughAPointerAndAFailedAssertionFaults) {
  const ParsedCode code(R"cpp(
    [[noreturn]] void fail_check(const char* what);
    struct Money {
      long cents;
    };
    Money operator*(const Money& money, long factor);
    struct Cursor {
      const int* at;
      int operator*() const;
      Cursor operator*(int times) const;
    };
    Money interest(const Money& money, long rate) { return money * rate; }
    Cursor stride(const Cursor& cursor, int times) { return cursor * times; }
    int current(const Cursor& cursor) { return *cursor; }
    void must_be_positive(int x) { x > 0 ? void(0) : fail_check("x > 0"); }
  )cpp");
  ASSERT_TRUE(code.parsed());
  // An overloaded `*` of two operands (free or a member) multiplies.
  for (const char* name : {"interest", "stride"}) {
    SCOPED_TRACE(name);
    EXPECT_EQ(trivial_reason(code, name), "one statement that cannot fault on its own");
  }
  // The unary one reads through the iterator; an assertion's failure ends the program in the
  // function itself, whose frame is the one to keep.
  for (const char* name : {"current", "must_be_positive"}) {
    SCOPED_TRACE(name);
    EXPECT_EQ(trivial_reason(code, name), "");
    EXPECT_EQ(plan_of(code, name).skip_reason, "");
  }
}

TEST(HookPlanTest, CodeThatRunsNothingThatCanFaultIsTrivial) {
  const ParsedCode code(R"cpp(
    int declared_only(int x);
    int* make_counter();
    extern "C" float sqrtf(float);
    extern "C" unsigned long strlen(const char*);
    struct Vec {
      float x = 0;
      float y = 0;
      Vec() {}
      Vec(float x_, float y_) : x(x_), y(y_) {}
      void set(float x_, float y_) {
        x = x_;
        y = y_;
      }
      float length() const { return sqrtf(x * x + y * y); }
    };
    struct Shape {
      virtual float weight() const;
    };
    Vec operator-(const Vec& a, const Vec& b) { return Vec(a.x - b.x, a.y - b.y); }
    struct Owner {
      int* held;
      ~Owner() { delete held; }
    };
    struct Counted {
      int* counter = make_counter();
    };
    int countdown(int n) {
      int m = n - 1;
      return countdown(m);
    }
    int clamp(int x) {
      if (x > 3) return 3;
      return x;
    }
    int start(int* counter = make_counter()) { return 0; }

    float distance(const Vec& a, const Vec& b) {
      Vec c = a - b;
      return c.length();
    }
    Vec flipped(const Vec& a) {
      Vec v;
      v.set(-a.x, -a.y);
      return v;
    }
    int branching(int x) {
      int y = clamp(x);
      return y + 1;
    }
    int sum_to(int n) {
      int sum = 0;
      for (int i = 0; i < n; ++i) sum += i;
      return sum;
    }
    float ratio(float a, float b) {
      float r = a / b;
      return r > 1 ? 1 : r;
    }

    int unknown(int x) {
      int y = declared_only(x);
      return y + 1;
    }
    float weighed(const Shape& a) {
      float w = a.weight();
      return w + 1;
    }
    int recursive(int n) {
      int m = countdown(n);
      return m;
    }
    unsigned long measured(const char* text) {
      unsigned long n = strlen(text);
      return n + 1;
    }
    void owned(int x) {
      Owner owner{nullptr};
      owner.held = nullptr;
    }
    int share(int total, int parts) {
      if (parts > 1) return total / parts;
      return total;
    }
    int first_or_zero(const int* values, int n) {
      if (n > 0) return values[0];
      return 0;
    }
    int started() {
      int s = start();
      return s + 1;
    }
    int counted() {
      Counted c;
      return 1;
    }
    template <typename T>
    int count_above(const T& values, int floor) {
      int n = 0;
      for (const auto& v : values)
        if (v > floor) ++n;
      return n;
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  // Nothing they run, in their bodies (branches and loops too) or in what they call (a builtin
  // given numbers), can fault; a floating-point division gives an infinity, not a signal. They
  // crash only through a bad reference their caller gave them, whose frame replays it.
  for (const char* name : {"distance", "flipped", "branching", "sum_to", "ratio"}) {
    SCOPED_TRACE(name);
    EXPECT_EQ(trivial_reason(code, name), "nothing it runs can fault");
    EXPECT_EQ(plan_of(code, name).skip_reason, "trivial (nothing it runs can fault); --monitor-trivial hooks it");
  }
  // A callee with no body here, a virtual one, one that calls itself, a builtin given a pointer,
  // a destructor that deletes, an integer division or a read through a pointer in a branch, a
  // default argument or member initialiser calling what has no body, a template's dependent
  // code (its `>` and its loop's iterators are known only once instantiated): each might.
  for (const char* name : {"unknown", "weighed", "recursive", "measured", "owned", "share", "first_or_zero", "started",
                           "counted", "count_above"}) {
    SCOPED_TRACE(name);
    EXPECT_EQ(trivial_reason(code, name), "");
    EXPECT_EQ(plan_of(code, name).skip_reason, "");
  }
}

TEST(HookPlanTest, MemberFunctionGetsAMethodHookListingItsParameters) {
  const ParsedCode code(R"cpp(
    class Account {
     public:
      explicit Account(int opening) : balance_(opening) {
        if (opening < 0) balance_ = 0;
      }
      int deposit(int amount, const char* memo) {
        if (memo == nullptr) return balance_;
        balance_ += amount;
        return balance_;
      }
      static int fee(int amount) {
        int fee = amount / 100;
        return fee;
      }

     private:
      int balance_ = 0;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  const HookPlan deposit = hook_of(code, "Account::deposit");
  EXPECT_EQ(deposit.skip_reason, "");
  EXPECT_EQ(deposit.kind, HookKind::Method);
  EXPECT_EQ(deposit.names, (Strings{"amount", "memo"}));
  EXPECT_EQ(deposit.arguments, (Strings{"amount", "memo"}));
  EXPECT_TRUE(deposit.names_to_add.empty());
  EXPECT_TRUE(deposit.notes.empty());
  EXPECT_EQ(deposit.uncopied_receiver, "");
  EXPECT_FALSE(deposit.immutable_receiver);
  EXPECT_STREQ(plan_macro(deposit), "RECRASH_METHOD");
  EXPECT_EQ(hook_statement(deposit), "RECRASH_METHOD(amount, memo);");

  const HookPlan fee = plan_of(code, "Account::fee");
  EXPECT_EQ(fee.kind, HookKind::StaticMethod);
  EXPECT_EQ(hook_statement(fee), "RECRASH_STATIC_METHOD(amount);");

  const HookPlan constructor = hook_of(code, "Account::Account");
  EXPECT_EQ(constructor.skip_reason, "");
  EXPECT_EQ(constructor.kind, HookKind::Constructor);
  EXPECT_EQ(hook_statement(constructor), "RECRASH_CONSTRUCTOR(opening);");
}

TEST(HookPlanTest, FreeFunctionGetsAFunctionHook) {
  const ParsedCode code(R"cpp(
    namespace geometry {
    struct Point {
      int x;
      int y;
    };
    int manhattan(Point a, const Point& b) {
      int dx = a.x - b.x;
      int dy = a.y - b.y;
      return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
    }
    }  // namespace geometry
  )cpp");
  ASSERT_TRUE(code.parsed());
  const HookPlan plan = hook_of(code, "geometry::manhattan");
  EXPECT_EQ(plan.skip_reason, "");
  EXPECT_EQ(plan.kind, HookKind::Function);
  EXPECT_EQ(plan.names, (Strings{"a", "b"}));
  EXPECT_EQ(plan.uncopied_receiver, "");  // only a method has a receiver
  EXPECT_STREQ(plan_macro(plan), "RECRASH_FUNCTION");
  EXPECT_EQ(hook_statement(plan), "RECRASH_FUNCTION(a, b);");
}

TEST(HookPlanTest, ScalarParameterTheBodyChangesIsCopiedAtEntry) {
  const ParsedCode code(R"cpp(
    struct Big {
      int v[4];
    };
    int count_down(int n) {
      int total = 0;
      while (n > 0) {
        total += n;
        --n;
      }
      return total;
    }
    int sum(const int* p, int count) {
      int s = 0;
      for (int i = 0; i < count; ++i) s += *p++;
      return s;
    }
    int addressed(int n) {
      int* q = &n;
      *q = 2;
      return n;
    }
    int read_only(int n, const int* p) {
      int s = n;
      s += *p;
      return s;
    }
    int by_value_class(Big big) {
      big.v[0] = 1;
      return big.v[0];
    }
    int clamped(int n, int limit) {
      const int r = n < limit ? n : limit;
      return r * 2;
    }
    int chosen(bool first, int a, int b) {
      const int r = (first ? a : b) + 1;
      return r * 2;
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(hook_of(code, "count_down").arguments, (Strings{"::recrash::by_copy(n)"}));
  EXPECT_EQ(hook_of(code, "sum").arguments, (Strings{"::recrash::by_copy(p)", "count"}));
  EXPECT_EQ(hook_of(code, "addressed").arguments, (Strings{"::recrash::by_copy(n)"}));
  EXPECT_EQ(hook_of(code, "read_only").arguments, (Strings{"n", "p"}));
  // A conditional whose branches are the parameters reads whichever it takes.
  EXPECT_EQ(hook_of(code, "clamped").arguments, (Strings{"n", "limit"}));
  EXPECT_EQ(hook_of(code, "chosen").arguments, (Strings{"first", "a", "b"}));
  // A class is not a scalar: it is copied at entry in any case.
  EXPECT_EQ(hook_of(code, "by_value_class").arguments, (Strings{"big"}));
  EXPECT_EQ(hook_of(code, "count_down").names, (Strings{"n"}));  // the hook's names stay unwrapped
}

TEST(HookPlanTest, UnnamedParameterIsGivenANameTheHookLists) {
  const ParsedCode code(R"cpp(
    int second(int, int b) {
      int r = b;
      return r + 1;
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const HookPlan plan = hook_of(code, "second");
  EXPECT_EQ(plan.skip_reason, "");
  EXPECT_EQ(plan.names, (Strings{"recrash_unnamed_0", "b"}));
  EXPECT_EQ(plan.arguments, (Strings{"recrash_unnamed_0", "b"}));
  ASSERT_EQ(plan.names_to_add.size(), 1U);
  EXPECT_EQ(plan.names_to_add[0].parameter, code.function("second")->getParamDecl(0));
  EXPECT_EQ(plan.names_to_add[0].name, "recrash_unnamed_0");
  EXPECT_EQ(hook_statement(plan), "RECRASH_FUNCTION(recrash_unnamed_0, b);");
}

TEST(HookPlanTest, UnnamedParameterThatCannotBeNamedSkipsTheFunction) {
  const ParsedCode code(R"cpp(
#define UNUSED_INT int
    int callback(void (*)(int), int x) {
      int r = x;
      return r;
    }
    int array(int[4], int x) {
      int r = x;
      return r;
    }
    int macro_written(UNUSED_INT, int x) {
      int r = x;
      return r;
    }
    template <class... Ts>
    int count_unnamed(Ts...) {
      int n = 0;
      return n;
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(hook_of(code, "callback").skip_reason, "unnamed parameter of a function pointer or array type");
  EXPECT_EQ(hook_of(code, "array").skip_reason, "unnamed parameter of a function pointer or array type");
  EXPECT_EQ(hook_of(code, "macro_written").skip_reason, "unnamed parameter written by a macro");
  EXPECT_EQ(hook_of(code, "count_unnamed").skip_reason, "unnamed parameter pack");
}

TEST(HookPlanTest, VariadicFunctionsListWhatTheyCan) {
  const ParsedCode code(R"cpp(
    template <class... Ts>
    int count_named(int first, Ts... parts) {
      int n = first;
      return n + 1;
    }
    int sum_all(int count, ...) {
      int s = count;
      return s + 1;
    }
    int vsum(int count, __builtin_va_list args) {
      int s = count;
      return args == nullptr ? s : s + 1;
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const HookPlan pack = hook_of(code, "count_named");
  EXPECT_EQ(pack.skip_reason, "");
  EXPECT_EQ(pack.names, (Strings{"first", "parts"}));
  EXPECT_EQ(pack.arguments, (Strings{"first", "parts..."}));  // each of its arguments is a value
  EXPECT_EQ(hook_statement(pack), "RECRASH_FUNCTION(first, parts...);");
  // A C variadic function's `...` has no name: the hook lists the named parameters.
  EXPECT_EQ(hook_statement(hook_of(code, "sum_all")), "RECRASH_FUNCTION(count);");
  const HookPlan va_list = hook_of(code, "vsum");
  EXPECT_EQ(va_list.arguments, (Strings{"count", "::recrash::not_recorded(args)"}));
  ASSERT_EQ(va_list.notes.size(), 1U);
  EXPECT_EQ(va_list.notes[0].parameter, code.function("vsum")->getParamDecl(1));
  EXPECT_EQ(va_list.notes[0].reason, "not recorded (recrash::not_recorded): a va_list holds no value of its own");
}

TEST(HookPlanTest, FunctionsAHookCannotGoIntoAreSkippedWithTheReason) {
  const ParsedCode code(R"cpp(
    struct Widget {
      Widget() = default;
      Widget(const Widget&) = delete;
      ~Widget() { count = 0; }
      int count = 0;
    };
    constexpr int square(int x) { return x * x; }
    int guarded(int x) try { return x; } catch (...) {
      return 0;
    }
#define BODY   \
      {            \
        int r = 1; \
        return r;  \
      }
    int macro_body() BODY
#define RECRASH_FUNCTION(...) (void)0
        int already(int x) {
      RECRASH_FUNCTION(x);
      int r = x;
      return r;
    }
    int main() { return 0; }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const clang::CXXRecordDecl* widget = code.record("Widget");
  ASSERT_NE(widget, nullptr);
  for (const clang::CXXConstructorDecl* constructor : widget->ctors()) {
    if (constructor->isImplicit()) continue;
    const std::string reason = plan_hook(*constructor, code.sources(), false).skip_reason;
    EXPECT_EQ(reason, constructor->isDeleted() ? "deleted function" : "defaulted function");
  }
  EXPECT_EQ(plan_hook(*widget->getDestructor(), code.sources(), true).skip_reason,
            "destructor: a test cannot call one on its own");
  EXPECT_EQ(plan_of(code, "square").skip_reason, "constexpr function: a hook cannot run in a constant expression");
  EXPECT_EQ(plan_of(code, "guarded").skip_reason, "function-try-block");
  EXPECT_EQ(plan_of(code, "macro_body").skip_reason, "the body's opening brace comes from a macro expansion");
  EXPECT_EQ(plan_of(code, "already").skip_reason, "already has a hook");
  EXPECT_EQ(plan_of(code, "main", true).skip_reason, "main(): the program's entry point, which a test cannot call");
}

TEST(HookPlanTest, SerializersAndStreamOperatorsAreLeftToRecrash) {
  const ParsedCode code(R"cpp(
    namespace std {
    class ostream {
     public:
      ostream& put(char c);
    };
    }  // namespace std
    struct Point {
      int x;
      int y;
    };
    struct TextArchive {
      void write(int v);
    };
    template <class Archive>
    void serialize(Archive& archive, Point& point) {
      archive(point.x);
      archive(point.y);
    }
    void save(TextArchive& archive, const Point& point) {
      archive.write(point.x);
      archive.write(point.y);
    }
    std::ostream& operator<<(std::ostream& out, const Point& point) {
      out.put('(');
      return out.put(static_cast<char>('0' + point.x));
    }
    struct Config {
      bool load(const char* path) {
        if (path == nullptr) return false;
        loaded = true;
        return loaded;
      }
      bool loaded = false;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  const std::string reason = "recrash calls it while writing a dump (cereal serializer or operator<<)";
  EXPECT_EQ(plan_of(code, "serialize").skip_reason, reason);
  EXPECT_EQ(plan_of(code, "save").skip_reason, reason);
  EXPECT_EQ(plan_of(code, "operator<<").skip_reason, reason);
  // The program's own load(path) is no serializer.
  const HookPlan load = hook_of(code, "Config::load");
  EXPECT_EQ(load.skip_reason, "");
  EXPECT_EQ(hook_statement(load), "RECRASH_METHOD(path);");
}

TEST(HookPlanTest, ParameterOfAClassOnlyDeclaredIsNotRecorded) {
  const ParsedCode code(R"cpp(
    struct Later;
    struct Known {
      int v;
    };
    int use(Later* later, Later& ref, Known* known) {
      int r = known->v;
      return r + (later == nullptr ? 0 : 1);
    }
    struct Later {
      int v;
    };
  )cpp");
  ASSERT_TRUE(code.parsed());
  const HookPlan plan = plan_of(code, "use");
  EXPECT_EQ(plan.skip_reason, "");
  EXPECT_EQ(plan.arguments, (Strings{"::recrash::not_recorded(later)", "::recrash::not_recorded(ref)", "known"}));
  ASSERT_EQ(plan.notes.size(), 2U);
  EXPECT_EQ(plan.notes[0].parameter, code.function("use")->getParamDecl(0));
  EXPECT_EQ(plan.notes[0].reason, "not recorded (recrash::not_recorded): its type names a class only declared here");
}

/// user.hpp only declares Holder; complete_user.hpp includes its definition.
const Files kHolderHeaders = {
    {"holder.hpp", "#pragma once\nstruct Holder { int v; };\n"},
    {"user.hpp",
     "#pragma once\nstruct Holder;\n"
     "inline int peek(const Holder* h, int x) { int r = x; return h == nullptr ? r : r + 1; }\n"},
    {"complete_user.hpp",
     "#pragma once\n#include \"holder.hpp\"\n"
     "inline int look(const Holder* h, int x) { int r = x; return h == nullptr ? r : r + h->v; }\n"},
};

TEST(HookPlanTest, HeaderParameterIsRecordedOnlyWhenTheHeaderCompletesItsClass) {
  // Holder is complete where the unit includes user.hpp, but user.hpp does not include its
  // definition: another unit could include user.hpp alone, and the copy must read the same.
  const ParsedCode code("#include \"complete_user.hpp\"\n#include \"user.hpp\"\n", kHolderHeaders);
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(hook_of(code, "peek").arguments, (Strings{"::recrash::not_recorded(h)", "x"}));
  EXPECT_EQ(hook_of(code, "look").arguments, (Strings{"h", "x"}));
}

TEST(HookPlanTest, HeaderIncludeTheUnitSkippedCountsThroughTheIncludeGraph) {
  // The unit includes holder.hpp first: complete_user.hpp's own #include line is skipped (#pragma
  // once), and only the include graph the preprocessor recorded tells that it includes Holder.
  const std::string unit = "#include \"holder.hpp\"\n#include \"user.hpp\"\n#include \"complete_user.hpp\"\n";
  const bool compiled = testing::with_include_graph(unit, kHolderHeaders, [](const Lookup& code) {
    EXPECT_EQ(hook_of(code, "peek").arguments, (Strings{"::recrash::not_recorded(h)", "x"}));
    EXPECT_EQ(hook_of(code, "look").arguments, (Strings{"h", "x"}));
  });
  EXPECT_TRUE(compiled);
}

TEST(HookPlanTest, ParameterWhoseCopyWouldNotLinkIsNeverCopied) {
  const ParsedCode code(R"cpp(
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
    int take(const Node& node, const Defined& defined, Node* pointer) {
      int r = node.v + defined.v;
      return r + (pointer != nullptr ? 1 : 0);
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const HookPlan plan = hook_of(code, "take");
  EXPECT_EQ(plan.arguments, (Strings{"::recrash::uncopied(node)", "defined", "pointer"}));
  ASSERT_EQ(plan.notes.size(), 1U);
  EXPECT_EQ(plan.notes[0].reason,
            "never copy-constructed (recrash::uncopied; RECRASH_COPY=copy saves it at entry): the copy constructor "
            "of Node is not defined here (it may be inline in a header not included), so a copy could not link");
}

TEST(HookPlanTest, ReceiverAndParameterWhoseCopyWouldNotCompileAreNotCopied) {
  const ParsedCode code(R"cpp(
#include <memory>
#include <string>
#include <type_traits>
#include <vector>
    namespace store {
    struct Item {
      std::string name;
    };
    class Registry {
     public:
      int adopt(const Registry& other, int limit) {
        int n = static_cast<int>(other.items_.size());
        if (n > limit) return limit;
        return n;
      }

     private:
      std::vector<std::unique_ptr<Item>> items_;
    };
    static_assert(std::is_copy_constructible<Registry>::value, "the trait sees a copy constructor");
    }  // namespace store
  )cpp");
  ASSERT_TRUE(code.parsed());
  const std::string why =
      "the copy constructor of store::Registry would not compile: its member items_ is a std::vector of "
      "std::unique_ptr";
  const HookPlan plan = hook_of(code, "store::Registry::adopt");
  EXPECT_EQ(plan.skip_reason, "");
  EXPECT_EQ(plan.uncopied_receiver, why);
  EXPECT_EQ(plan.arguments, (Strings{"::recrash::uncopied(other)", "limit"}));
  ASSERT_EQ(plan.notes.size(), 1U);
  EXPECT_EQ(plan.notes[0].reason,
            "never copy-constructed (recrash::uncopied; RECRASH_COPY=copy saves it at entry): " + why);
  EXPECT_STREQ(plan_macro(plan), "RECRASH_METHOD_UNCOPIED_THIS");
  EXPECT_EQ(hook_statement(plan), "RECRASH_METHOD_UNCOPIED_THIS(::recrash::uncopied(other), limit);");
}

TEST(HookPlanTest, HookStatementFollowsThePlan) {
  EXPECT_STREQ(hook_macro(HookKind::Function), "RECRASH_FUNCTION");
  EXPECT_STREQ(hook_macro(HookKind::Method), "RECRASH_METHOD");
  EXPECT_STREQ(hook_macro(HookKind::StaticMethod), "RECRASH_STATIC_METHOD");
  EXPECT_STREQ(hook_macro(HookKind::Constructor), "RECRASH_CONSTRUCTOR");

  HookPlan method;
  method.kind = HookKind::Method;
  method.arguments = {"a", "::recrash::by_reference(b)"};
  EXPECT_EQ(hook_statement(method), "RECRASH_METHOD(a, ::recrash::by_reference(b));");
  method.used_fields_receiver = "::recrash::used_fields(this)";
  EXPECT_STREQ(plan_macro(method), "RECRASH_METHOD_USED_FIELDS");
  EXPECT_EQ(hook_statement(method),
            "RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this), a, "
            "::recrash::by_reference(b));");
  method.arguments.clear();  // a variadic macro needs an argument after the receiver
  EXPECT_EQ(hook_statement(method), "RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this), );");
  method.arguments = {"a"};
  method.uncopied_receiver = "cannot be copied";  // kept by address: used fields do not matter
  EXPECT_EQ(hook_statement(method), "RECRASH_METHOD_UNCOPIED_THIS(a);");
  method.immutable_receiver = true;  // not copied at all
  EXPECT_EQ(hook_statement(method), "RECRASH_METHOD_IMMUTABLE_THIS(a);");

  HookPlan function;
  function.arguments = {"x"};
  function.immutable_receiver = true;  // a function has no receiver: the flags do not apply
  function.used_fields_receiver = "::recrash::used_fields(this)";
  EXPECT_EQ(hook_statement(function), "RECRASH_FUNCTION(x);");
}

}  // namespace
}  // namespace recrash::instrument
