// SPDX-License-Identifier: MIT
// The immutability analysis of a translation unit (analysis/immutability.hpp): stage P over the
// call graph, stage D from observed calls, and how its verdicts change a hook and the report.
#include "analysis/immutability.hpp"

#include "ast_fixture.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

namespace recrash::instrument {
namespace {

using testing::line_of;
using testing::Lookup;
using testing::ParsedCode;

/// The verdicts of the definition named `name` after `analysis` ran.
FunctionMutability verdicts(const ImmutabilityAnalysis& analysis, const Lookup& code, const std::string& name) {
  const clang::FunctionDecl* function = code.function(name);
  if (function == nullptr) {
    ADD_FAILURE() << "no definition of " << name;
    return {};
  }
  return analysis.classification(*function);
}

Finding parameter(const ImmutabilityAnalysis& analysis, const Lookup& code, const std::string& name,
                  unsigned index = 0) {
  const FunctionMutability found = verdicts(analysis, code, name);
  if (found.parameters.size() <= index) {
    ADD_FAILURE() << name << " has no parameter " << index;
    return {Mutability::Unknown, "(no such parameter)"};
  }
  return found.parameters[index];
}

TEST(ImmutabilityAnalysisTest, HandedOverSlotTakesTheCalleesVerdict) {
  const std::string text = R"cpp(
    void write(int& r) { r = 1; }
    int read(const int& r) { return r; }
    void calls_write(int& x) { write(x); }
    int calls_read(int& x) { return read(x); }
    int two_levels(int& x) {
      calls_write(x);
      return x;
    }
    void lie(const int& r) { const_cast<int&>(r) = 2; }
    void calls_lie(int& x) { lie(x); }
  )cpp";
  const ParsedCode code(text);
  ASSERT_TRUE(code.parsed());
  ImmutabilityAnalysis analysis(code.context());
  analysis.run();
  const Finding calls_write = parameter(analysis, code, "calls_write");
  EXPECT_EQ(calls_write.mutability, Mutability::Mutable);
  EXPECT_EQ(calls_write.reason,
            line_of(text, "write(x); }") + ": passed to write(int &) as r, and that parameter is mutable");
  EXPECT_EQ(parameter(analysis, code, "calls_read").mutability, Mutability::Immutable);
  EXPECT_EQ(parameter(analysis, code, "two_levels").mutability, Mutability::Mutable);
  // A const reference is trusted only where no body shows what the callee does.
  EXPECT_EQ(parameter(analysis, code, "calls_lie").mutability, Mutability::Mutable);
}

TEST(ImmutabilityAnalysisTest, RecursionStaysImmutableUnlessTheCycleWrites) {
  const ParsedCode code(R"cpp(
    int depth(const int& n, int k) {
      if (k == 0) return n;
      return depth(n, k - 1);
    }
    void ping(int& v, int k);
    void pong(int& v, int k) {
      if (k > 0) ping(v, k - 1);
    }
    void ping(int& v, int k) {
      if (k == 0) {
        v = 0;
        return;
      }
      pong(v, k);
    }
    int even(int& v, int k);
    int odd(int& v, int k) { return k == 0 ? v : even(v, k - 1); }
    int even(int& v, int k) { return k == 0 ? v : odd(v, k - 1); }
  )cpp");
  ASSERT_TRUE(code.parsed());
  ImmutabilityAnalysis analysis(code.context());
  analysis.run();
  EXPECT_EQ(parameter(analysis, code, "depth", 0).mutability, Mutability::Immutable);
  EXPECT_EQ(parameter(analysis, code, "depth", 1).mutability, Mutability::Immutable);
  EXPECT_EQ(parameter(analysis, code, "ping").mutability, Mutability::Mutable);
  EXPECT_EQ(parameter(analysis, code, "pong").mutability, Mutability::Mutable);
  EXPECT_EQ(parameter(analysis, code, "odd").mutability, Mutability::Immutable);
  EXPECT_EQ(parameter(analysis, code, "even").mutability, Mutability::Immutable);
}

TEST(ImmutabilityAnalysisTest, ReceiverFollowsTheMethodsCalledOnIt) {
  const std::string text = R"cpp(
    class Account {
     public:
      void clear() { balance_ = 0; }
      void reset() { clear(); }
      int balance() const { return balance_; }
      int doubled() const { return balance() * 2; }
      virtual int fee() const { return 1; }
      int with_fee() const { return balance_ + fee(); }
      explicit Account(int opening) : balance_(opening) {}

     private:
      int balance_ = 0;
    };
    namespace {
    class Base {
     public:
      virtual ~Base() = default;
      virtual int get() const { return v_; }
      int twice() const { return get() * 2; }

     protected:
      int v_ = 0;
    };
    class Counting : public Base {
     public:
      int get() const override {
        ++calls_;
        return v_;
      }
      mutable int calls_ = 0;
    };
    }  // namespace
  )cpp";
  const ParsedCode code(text);
  ASSERT_TRUE(code.parsed());
  ImmutabilityAnalysis analysis(code.context());
  analysis.run();
  const FunctionMutability reset = verdicts(analysis, code, "Account::reset");
  EXPECT_TRUE(reset.has_receiver);
  EXPECT_EQ(reset.receiver.mutability, Mutability::Mutable);
  EXPECT_EQ(reset.receiver.reason,
            line_of(text, "void reset()") + ": calls Account::clear(), and its receiver is mutable");
  EXPECT_EQ(verdicts(analysis, code, "Account::doubled").receiver.mutability, Mutability::Immutable);
  // A virtual call on a class other files can derive from may run an override that writes.
  const Finding with_fee = verdicts(analysis, code, "Account::with_fee").receiver;
  EXPECT_EQ(with_fee.mutability, Mutability::Unknown);
  EXPECT_EQ(with_fee.reason,
            line_of(text, "int with_fee()") + ": calls virtual Account::fee() const (overrides may be in other files)");
  // In an unnamed namespace every override is in sight: Counting's writes a mutable member.
  EXPECT_EQ(verdicts(analysis, code, "(anonymous namespace)::Base::twice").receiver.mutability, Mutability::Mutable);
  // A constructor's hook records no receiver.
  const FunctionMutability constructor = verdicts(analysis, code, "Account::Account");
  EXPECT_FALSE(constructor.has_receiver);
  ASSERT_EQ(constructor.parameters.size(), 1U);
  EXPECT_EQ(constructor.parameters[0].mutability, Mutability::Immutable);
}

TEST(ImmutabilityAnalysisTest, FunctionNotAnalysedIsUnknown) {
  const ParsedCode code(R"cpp(
    int declared(int x);
    int defined(int x) { return x; }
  )cpp");
  ASSERT_TRUE(code.parsed());
  ImmutabilityAnalysis analysis(code.context());
  const clang::FunctionDecl* defined = code.function("defined");
  ASSERT_NE(defined, nullptr);
  // Before run(), nothing is analysed.
  const FunctionMutability before = analysis.classification(*defined);
  ASSERT_EQ(before.parameters.size(), 1U);
  EXPECT_EQ(before.parameters[0].mutability, Mutability::Unknown);
  EXPECT_EQ(before.parameters[0].reason, "not analysed");
  analysis.run();
  EXPECT_EQ(analysis.classification(*defined).parameters[0].mutability, Mutability::Immutable);
  const clang::FunctionDecl* declared = code.declaration("declared");
  ASSERT_NE(declared, nullptr);
  EXPECT_EQ(analysis.classification(*declared).parameters[0].reason, "not analysed");
  EXPECT_EQ(analysis.follow(declared), nullptr);  // no body to look into
  EXPECT_EQ(analysis.follow(defined), defined);
}

/// Observations by function name.
class Observations : public ObservationIndex {
 public:
  void add(const std::string& name, std::vector<format::ObservedValue> values) {
    format::ObservedFunction& function = by_name_[name];
    function.values = std::move(values);
    function.calls = function.values.empty() ? 0 : function.values.front().observed;
  }
  const format::ObservedFunction* observed(const clang::FunctionDecl& definition, std::size_t values) const override {
    const auto found = by_name_.find(definition.getQualifiedNameAsString());
    return found == by_name_.end() || found->second.values.size() != values ? nullptr : &found->second;
  }

 private:
  std::map<std::string, format::ObservedFunction> by_name_;
};

constexpr char kObservedCode[] = R"cpp(
  void opaque(int& r);
  void unknown(int& x) { opaque(x); }
  void quiet(int& x) {
    int c = x;
    c += 1;
  }
  void calls_unknown(int& y) { unknown(y); }
  void never_observed(int& z) { opaque(z); }
  struct Gauge {
    int read(int& unit) const { return value + unit; }
    int value = 0;
  };
)cpp";

TEST(ImmutabilityAnalysisTest, ObservedCallsDecideWhatTheStaticStagesLeftUnknown) {
  const ParsedCode code(kObservedCode);
  ASSERT_TRUE(code.parsed());
  Observations observations;
  observations.add("unknown", {{3, 0}});
  observations.add("quiet", {{2, 1}});
  observations.add("Gauge::read", {{4, 2}, {4, 0}});  // the receiver first
  ImmutabilityAnalysis analysis(code.context(), &observations, /*min_calls=*/2);
  analysis.run();
  const std::string opaque_reason =
      line_of(kObservedCode, "opaque(x)") + ": passed to opaque(int &) (no body visible), which can write through it";
  const Finding unknown = parameter(analysis, code, "unknown");
  EXPECT_EQ(unknown.mutability, Mutability::Immutable);
  EXPECT_EQ(unknown.reason, "unchanged in 3 observed calls; statically unknown: " + opaque_reason);
  // A static "immutable" gives way to a call seen to change the value.
  const Finding quiet = parameter(analysis, code, "quiet");
  EXPECT_EQ(quiet.mutability, Mutability::Mutable);
  EXPECT_EQ(quiet.reason,
            "changed by 1 of 2 observed calls, though the function writes nothing through it (an alias did?)");
  // Stage P runs again: the caller of a slot stage D pinned follows it.
  EXPECT_EQ(parameter(analysis, code, "calls_unknown").mutability, Mutability::Immutable);
  EXPECT_EQ(parameter(analysis, code, "never_observed").mutability, Mutability::Unknown);
  const FunctionMutability read = verdicts(analysis, code, "Gauge::read");
  EXPECT_EQ(read.receiver.mutability, Mutability::Mutable);
  EXPECT_EQ(read.receiver.reason,
            "changed by 2 of 4 observed calls, though the function writes nothing through it (an alias did?)");
  ASSERT_EQ(read.parameters.size(), 1U);
  EXPECT_EQ(read.parameters[0].mutability, Mutability::Immutable);
  EXPECT_EQ(read.parameters[0].reason, "");
}

TEST(ImmutabilityAnalysisTest, TooFewObservedCallsLeaveASlotUnknownAndSaySo) {
  const ParsedCode code(kObservedCode);
  ASSERT_TRUE(code.parsed());
  Observations observations;
  observations.add("unknown", {{3, 0}});
  ImmutabilityAnalysis analysis(code.context(), &observations, /*min_calls=*/5);
  analysis.run();
  const Finding unknown = parameter(analysis, code, "unknown");
  EXPECT_EQ(unknown.mutability, Mutability::Unknown);
  EXPECT_EQ(unknown.reason, line_of(kObservedCode, "opaque(x)") +
                                ": passed to opaque(int &) (no body visible), which can write through it; "
                                "unchanged in only 3 observed calls (fewer than 5)");
  EXPECT_EQ(parameter(analysis, code, "calls_unknown").mutability, Mutability::Unknown);
}

TEST(ImmutabilityAnalysisTest, WithoutObservationsThereIsNoStageD) {
  const ParsedCode code(kObservedCode);
  ASSERT_TRUE(code.parsed());
  ImmutabilityAnalysis analysis(code.context());
  analysis.run();
  EXPECT_EQ(parameter(analysis, code, "unknown").mutability, Mutability::Unknown);
  EXPECT_EQ(parameter(analysis, code, "quiet").mutability, Mutability::Immutable);
  EXPECT_EQ(parameter(analysis, code, "calls_unknown").mutability, Mutability::Unknown);
}

TEST(UseImmutabilityTest, ImmutableParametersAreKeptByReference) {
  HookPlan plan;
  plan.kind = HookKind::Method;
  plan.arguments = {"a", "::recrash::not_recorded(b)", "::recrash::uncopied(c)", "d...", "::recrash::by_copy(e)", "f"};
  FunctionMutability mutability;
  mutability.has_receiver = true;
  mutability.receiver = {Mutability::Immutable, ""};
  mutability.parameters = {{Mutability::Immutable, ""}, {Mutability::Immutable, ""}, {Mutability::Immutable, ""},
                           {Mutability::Immutable, ""}, {Mutability::Immutable, ""}, {Mutability::Mutable, "x"}};
  use_immutability(plan, mutability);
  EXPECT_EQ(plan.arguments, (std::vector<std::string>{
                                "::recrash::by_reference(a)",
                                "::recrash::not_recorded(b)",     // nothing to copy anyway
                                "::recrash::by_reference(c)",     // no need to save it at entry either
                                "::recrash::by_reference(d)...",  // a pack stays expanded outside
                                "::recrash::by_copy(e)",          // already wrapped
                                "f",                              // mutable: copied
                            }));
  EXPECT_TRUE(plan.immutable_receiver);
  EXPECT_EQ(hook_statement(plan),
            "RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(a), ::recrash::not_recorded(b), "
            "::recrash::by_reference(c), ::recrash::by_reference(d)..., ::recrash::by_copy(e), f);");
}

TEST(UseImmutabilityTest, ReceiverIsCopiedUnlessImmutable) {
  HookPlan plan;
  plan.kind = HookKind::Method;
  plan.arguments = {"a"};
  FunctionMutability mutability;
  mutability.has_receiver = true;
  mutability.receiver = {Mutability::Unknown, "line 3: calls non-const f()"};
  mutability.parameters = {{Mutability::Unknown, "line 3: passed to g(int &)"}};
  use_immutability(plan, mutability);
  EXPECT_FALSE(plan.immutable_receiver);
  EXPECT_EQ(plan.arguments, std::vector<std::string>{"a"});
  // A function's verdicts have no receiver.
  HookPlan function;
  FunctionMutability free_function;
  free_function.receiver = {Mutability::Immutable, ""};
  use_immutability(function, free_function);
  EXPECT_FALSE(function.immutable_receiver);
}

TEST(DescribeMutabilityTest, SummaryThenWhyEachIsNotImmutable) {
  FunctionMutability mutability;
  mutability.has_receiver = true;
  mutability.receiver = {Mutability::Immutable, ""};
  mutability.parameters = {{Mutability::Mutable, "line 4: assigned"},
                           {Mutability::Unknown, "line 5: calls non-const f()"},
                           {Mutability::Immutable, "unchanged in 3 observed calls"}};
  EXPECT_EQ(describe_mutability(mutability, {"a", "b", "c"}),
            "this=immutable a=mutable b=unknown c=immutable\n"
            "  a: line 4: assigned\n"
            "  b: line 5: calls non-const f()\n"
            "  c: unchanged in 3 observed calls");
  EXPECT_EQ(describe_mutability(FunctionMutability{}, {}), "no receiver or parameters");
}

}  // namespace
}  // namespace recrash::instrument
