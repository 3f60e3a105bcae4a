// SPDX-License-Identifier: MIT
// Stage S of the immutability analysis (analysis/immutability_uses.hpp): what one function's own
// uses of its receiver and parameters say, with no callee's body to look into.
#include "analysis/immutability_uses.hpp"

#include "ast_fixture.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace recrash::instrument {
namespace {

using testing::Files;
using testing::line_of;
using testing::Lookup;
using testing::ParsedCode;

/// An index with no callee to look into: every call is out of sight.
class NoBodies : public CalleeIndex {
 public:
  const clang::FunctionDecl* follow(const clang::FunctionDecl* /*callee*/) const override { return nullptr; }
  std::vector<const clang::FunctionDecl*> overriders(const clang::CXXMethodDecl* /*method*/) const override {
    return {};
  }
};

/// Stage S's findings for the definition named `name`, receiver first.
std::vector<LocalFinding> local_uses(const Lookup& code, const std::string& name) {
  const clang::FunctionDecl* function = code.function(name);
  if (function == nullptr) {
    ADD_FAILURE() << "no definition of " << name;
    return {};
  }
  return find_local_uses(code.context(), *function, NoBodies());
}

/// The finding of parameter `index` (0: the first parameter) of `name`.
Finding parameter(const Lookup& code, const std::string& name, unsigned index = 0) {
  const std::vector<LocalFinding> found = local_uses(code, name);
  if (found.size() <= index + 1) {
    ADD_FAILURE() << name << " has no parameter " << index;
    return {Mutability::Unknown, "(no such parameter)"};
  }
  return found[index + 1].finding;
}

Finding receiver(const Lookup& code, const std::string& name) {
  const std::vector<LocalFinding> found = local_uses(code, name);
  return found.empty() ? Finding{Mutability::Unknown, "(no such function)"} : found[0].finding;
}

TEST(MutabilityNameTest, NamesEachVerdict) {
  EXPECT_STREQ(mutability_name(Mutability::Immutable), "immutable");
  EXPECT_STREQ(mutability_name(Mutability::Unknown), "unknown");
  EXPECT_STREQ(mutability_name(Mutability::Mutable), "mutable");
}

TEST(ImmutabilityUsesTest, ParametersOnlyReadAreImmutable) {
  const ParsedCode code(R"cpp(
    struct Point {
      int x;
      int y;
      int* data;
    };
    int read(int a, const Point& p, const int* q, Point copy) {
      int sum = a + p.x + *q + copy.y;
      int local = p.y;
      local += 1;
      if (q != nullptr && a > 0) return sum;
      return sum + local;
    }
  )cpp");
  ASSERT_TRUE(code.parsed());
  const std::vector<LocalFinding> found = local_uses(code, "read");
  ASSERT_EQ(found.size(), 5U);  // no receiver, then four parameters
  for (const LocalFinding& slot : found) {
    EXPECT_EQ(slot.finding.mutability, Mutability::Immutable) << slot.finding.reason;
    EXPECT_EQ(slot.finding.reason, "");
    EXPECT_TRUE(slot.handed_over.empty());
  }
}

TEST(ImmutabilityUsesTest, WrittenParameterIsMutableAtItsFirstWrite) {
  const std::string text = R"cpp(
    struct Box {
      int value;
    };
    void assign(int& out) { out = 1; }
    void compound(int& total, int step) { total += step; }
    void increment(int* counter) { ++*counter; }
    void through_member(Box* box) { box->value = 2; }
    void by_value(int n) { n = 3; }
    void cast_away(const int& n) { const_cast<int&>(n) = 4; }
    void destroy(Box* box) { delete box; }
    void alias(int& x) {
      int& r = x;
      r = 5;
    }
    void pointer_alias(Box& box) {
      Box* p = &box;
      p->value = 6;
    }
    void first(int& x) {
      x += 1;
      x = 7;
    }
  )cpp";
  const ParsedCode code(text);
  ASSERT_TRUE(code.parsed());
  const auto mutable_because = [&text](const std::string& marker, const std::string& what) {
    return line_of(text, marker) + ": " + what;
  };
  struct Case {
    const char* function;
    unsigned index;
    std::string reason;
  };
  const std::vector<Case> cases = {
      {"assign", 0, mutable_because("out = 1", "assigned")},
      {"compound", 0, mutable_because("total += step", "compound-assigned")},
      {"increment", 0, mutable_because("++*counter", "incremented")},
      {"through_member", 0, mutable_because("box->value = 2", "assigned")},
      {"by_value", 0, mutable_because("n = 3", "assigned")},
      {"cast_away", 0, mutable_because("const_cast<int&>(n)", "const_cast")},
      {"destroy", 0, mutable_because("delete box", "deleted")},
      {"alias", 0, mutable_because("r = 5", "assigned")},
      {"pointer_alias", 0, mutable_because("p->value = 6", "assigned")},
      {"first", 0, mutable_because("x += 1", "compound-assigned")},  // the first write is the reason
  };
  for (const Case& expected : cases) {
    SCOPED_TRACE(expected.function);
    const Finding found = parameter(code, expected.function, expected.index);
    EXPECT_EQ(found.mutability, Mutability::Mutable);
    EXPECT_EQ(found.reason, expected.reason);
  }
  EXPECT_EQ(parameter(code, "compound", 1).mutability, Mutability::Immutable);  // `step` is only read
}

TEST(ImmutabilityUsesTest, CopiesAndRebindingLocalPointersLeaveTheParameterImmutable) {
  const ParsedCode code(R"cpp(
    void look(const int& r);
    void take_copy(int v);
    int copies(int& x) {
      int c = x;
      c = 7;
      look(x);
      take_copy(x);
      return c;
    }
    int walk(const int* first, const int* last) {
      int s = 0;
      for (const int* q = first; q != last; ++q) s += *q;
      return s;
    }
    int* hand_back(int* p) { return p; }
  )cpp");
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(parameter(code, "copies").mutability, Mutability::Immutable);
  EXPECT_EQ(parameter(code, "walk", 0).mutability, Mutability::Immutable);  // q moves on, not *q
  EXPECT_EQ(parameter(code, "walk", 1).mutability, Mutability::Immutable);
  // What a return hands out is written, if at all, after the call.
  EXPECT_EQ(parameter(code, "hand_back").mutability, Mutability::Immutable);
}

TEST(ImmutabilityUsesTest, StateHandedToCodeOutOfSightIsUnknown) {
  const std::string text = R"cpp(
    struct Counter {
      int n;
      void bump();
      int get() const;
    };
    void sink(int& r);
    int* g_kept;
    void (*g_callback)(int&);
    void pass(int x) { sink(x); }
    void bump(Counter& c) { c.bump(); }
    int get(const Counter& c) { return c.get(); }
    void keep(int* p) { g_kept = p; }
    void through_pointer(int& v) { g_callback(v); }
  )cpp";
  const ParsedCode code(text);
  ASSERT_TRUE(code.parsed());
  const Finding pass = parameter(code, "pass");
  EXPECT_EQ(pass.mutability, Mutability::Unknown);
  EXPECT_EQ(pass.reason,
            line_of(text, "sink(x)") + ": passed to sink(int &) (no body visible), which can write through it");
  const Finding bump = parameter(code, "bump");
  EXPECT_EQ(bump.mutability, Mutability::Unknown);
  EXPECT_EQ(bump.reason, line_of(text, "c.bump()") + ": calls non-const Counter::bump() (no body visible)");
  // A const method of a class that holds nothing writable cannot write, body or not.
  EXPECT_EQ(parameter(code, "get").mutability, Mutability::Immutable);
  const Finding keep = parameter(code, "keep");
  EXPECT_EQ(keep.mutability, Mutability::Unknown);
  EXPECT_EQ(keep.reason, line_of(text, "g_kept = p") + ": its address escapes (stored through an assignment)");
  const Finding called = parameter(code, "through_pointer");
  EXPECT_EQ(called.mutability, Mutability::Unknown);
  EXPECT_EQ(called.reason, line_of(text, "g_callback(v)") +
                               ": passed to a function pointer (no body visible), which can write through it");
}

TEST(ImmutabilityUsesTest, LibraryCodeIsTrustedByItsDeclarations) {
  const Files files = {{"system/buffer.hpp", R"cpp(
                          namespace lib {
                          struct Buffer {
                            void append(int v);
                            int size() const;
                            int& at(int i);
                            const int& at(int i) const;
                            int* data_;
                          };
                          void fill(Buffer& b);
                          int count(const Buffer& b);
                          template <class T>
                          struct remove_reference {
                            using type = T;
                          };
                          template <class T>
                          struct remove_reference<T&> {
                            using type = T;
                          };
                          }  // namespace lib
                          namespace std {
                          template <class T>
                          typename lib::remove_reference<T>::type&& move(T&& value) noexcept {
                            return static_cast<typename lib::remove_reference<T>::type&&>(value);
                          }
                          }  // namespace std
                        )cpp"}};
  const std::string text = R"cpp(
#include <buffer.hpp>
    void append(lib::Buffer& b) { b.append(1); }
    int size(lib::Buffer& b) { return b.size(); }
    void fill(lib::Buffer& b) { lib::fill(b); }
    int count(lib::Buffer& b) { return lib::count(b); }
    int read_at(lib::Buffer& b) { return b.at(0); }
    void write_at(lib::Buffer& b) { b.at(0) = 3; }
    lib::Buffer steal(lib::Buffer& b) { return std::move(b); }
  )cpp";
  const ParsedCode code(text, files);
  ASSERT_TRUE(code.parsed());
  // A non-const method of the library writes: mutable, not merely unknown.
  const Finding append = parameter(code, "append");
  EXPECT_EQ(append.mutability, Mutability::Mutable);
  EXPECT_EQ(append.reason, line_of(text, "b.append(1)") + ": calls non-const lib::Buffer::append(int)");
  EXPECT_EQ(parameter(code, "size").mutability, Mutability::Immutable);
  // Passed to a library function's non-const reference: it can write, nothing says it does.
  EXPECT_EQ(parameter(code, "fill").mutability, Mutability::Unknown);
  EXPECT_EQ(parameter(code, "count").mutability, Mutability::Immutable);
  // The non-const at() has a const twin: only what is done with its result counts.
  EXPECT_EQ(parameter(code, "read_at").mutability, Mutability::Immutable);
  const Finding write_at = parameter(code, "write_at");
  EXPECT_EQ(write_at.mutability, Mutability::Mutable);
  EXPECT_EQ(write_at.reason, line_of(text, "b.at(0) = 3") + ": assigned");
  const Finding steal = parameter(code, "steal");
  EXPECT_EQ(steal.mutability, Mutability::Mutable);
  EXPECT_EQ(steal.reason, line_of(text, "std::move(b)") + ": std::move");
}

TEST(ImmutabilityUsesTest, StandardContainersAreJudgedByWhatIsDoneWithThem) {
  const std::string text = R"cpp(
#include <map>
#include <string>
#include <utility>
#include <vector>
    void zero(std::vector<int>& v) {
      for (int& x : v) x = 0;
    }
    int sum(std::vector<int>& v) {
      int s = 0;
      for (int x : v) s += x;
      return s;
    }
    void push(std::vector<int>& v) { v.push_back(1); }
    int element(std::vector<int>& v) { return v[0]; }
    void set_element(std::vector<int>& v) { v[0] = 2; }
    int look_up(std::map<std::string, int>& m) { return m["x"]; }
    int find(std::map<std::string, int>& m) {
      auto it = m.find("x");
      return it == m.end() ? 0 : it->second;
    }
    void bind(std::pair<int, int>& p) {
      auto& [first, second] = p;
      first = second;
    }
    void in_lambda(int& x) {
      auto set = [&x] { x = 3; };
      set();
    }
  )cpp";
  const ParsedCode code(text);
  ASSERT_TRUE(code.parsed());
  const Finding zero = parameter(code, "zero");
  EXPECT_EQ(zero.mutability, Mutability::Mutable);  // through the range-for's reference
  EXPECT_EQ(zero.reason, line_of(text, "x = 0") + ": assigned");
  EXPECT_EQ(parameter(code, "sum").mutability, Mutability::Immutable);
  const Finding push = parameter(code, "push");
  EXPECT_EQ(push.mutability, Mutability::Mutable);
  EXPECT_EQ(push.reason, line_of(text, "v.push_back(1)") +
                             ": calls non-const std::vector<int>::push_back(std::vector<int>::value_type &&)");
  EXPECT_EQ(parameter(code, "element").mutability, Mutability::Immutable);
  EXPECT_EQ(parameter(code, "set_element").mutability, Mutability::Mutable);
  EXPECT_EQ(parameter(code, "look_up").mutability, Mutability::Mutable);  // operator[] inserts
  EXPECT_EQ(parameter(code, "find").mutability, Mutability::Immutable);
  const Finding bind = parameter(code, "bind");
  EXPECT_EQ(bind.mutability, Mutability::Mutable);  // a structured binding aliases the pair
  EXPECT_EQ(bind.reason, line_of(text, "first = second") + ": assigned");
  EXPECT_EQ(parameter(code, "in_lambda").mutability, Mutability::Mutable);  // a lambda's body is the function's
}

TEST(ImmutabilityUsesTest, ReceiverOfAMethodThatOnlyReadsIsImmutable) {
  const std::string text = R"cpp(
    class Account {
     public:
      int balance() const { return balance_ + pending_; }
      void deposit(int amount) { balance_ += amount; }
      const int* raw() const { return &balance_; }
      void reset() { clear(); }
      void clear() { balance_ = 0; }
      int compare(const Account& other) const { return balance_ - other.balance_; }

     private:
      int balance_ = 0;
      int pending_ = 0;
    };
  )cpp";
  const ParsedCode code(text);
  ASSERT_TRUE(code.parsed());
  EXPECT_EQ(receiver(code, "Account::balance").mutability, Mutability::Immutable);
  const Finding deposit = receiver(code, "Account::deposit");
  EXPECT_EQ(deposit.mutability, Mutability::Mutable);
  EXPECT_EQ(deposit.reason, line_of(text, "balance_ += amount") + ": compound-assigned");
  EXPECT_EQ(parameter(code, "Account::deposit").mutability, Mutability::Immutable);
  EXPECT_EQ(receiver(code, "Account::raw").mutability, Mutability::Immutable);
  // Stage S alone does not look into clear(): a non-const method of the project, out of sight.
  const Finding reset = receiver(code, "Account::reset");
  EXPECT_EQ(reset.mutability, Mutability::Unknown);
  EXPECT_EQ(reset.reason,
            line_of(text, "void reset() { clear(); }") + ": calls non-const Account::clear() (no body visible)");
  EXPECT_EQ(receiver(code, "Account::compare").mutability, Mutability::Immutable);
  EXPECT_EQ(parameter(code, "Account::compare").mutability, Mutability::Immutable);
}

TEST(ImmutabilityUsesTest, CallsIntoVisibleBodiesAreHandedOver) {
  const std::string text = R"cpp(
    void write(int& r) { r = 1; }
    struct Counter {
      void bump() { ++n; }
      void twice() {
        bump();
        bump();
      }
      int n = 0;
    };
    void calls_write(int& x, Counter& c) {
      write(x);
      c.bump();
    }
  )cpp";
  const ParsedCode code(text);
  ASSERT_TRUE(code.parsed());
  // An index that looks into every body of the project.
  class AllBodies : public CalleeIndex {
   public:
    const clang::FunctionDecl* follow(const clang::FunctionDecl* callee) const override {
      const clang::FunctionDecl* definition = nullptr;
      return callee != nullptr && callee->hasBody(definition) ? definition : nullptr;
    }
    std::vector<const clang::FunctionDecl*> overriders(const clang::CXXMethodDecl* /*method*/) const override {
      return {};
    }
  } all;
  const clang::FunctionDecl* calls_write = code.function("calls_write");
  const clang::FunctionDecl* write = code.function("write");
  const clang::FunctionDecl* bump = code.function("Counter::bump");
  ASSERT_NE(calls_write, nullptr);
  const std::vector<LocalFinding> found = find_local_uses(code.context(), *calls_write, all);
  ASSERT_EQ(found.size(), 3U);
  // Its own uses write nothing: the verdict is the callees' (stage P).
  EXPECT_EQ(found[1].finding.mutability, Mutability::Immutable);
  ASSERT_EQ(found[1].handed_over.size(), 1U);
  EXPECT_EQ(found[1].handed_over[0].callee.function, write);
  EXPECT_EQ(found[1].handed_over[0].callee.index, 1U);  // write's parameter 0
  EXPECT_EQ(found[1].handed_over[0].reason, line_of(text, "write(x);") + ": passed to write(int &) as r");
  ASSERT_EQ(found[2].handed_over.size(), 1U);
  EXPECT_EQ(found[2].handed_over[0].callee.function, bump);
  EXPECT_EQ(found[2].handed_over[0].callee.index, 0U);  // bump's receiver
  EXPECT_EQ(found[2].handed_over[0].reason, line_of(text, "c.bump();") + ": calls Counter::bump()");

  const clang::FunctionDecl* twice = code.function("Counter::twice");
  ASSERT_NE(twice, nullptr);
  const std::vector<LocalFinding> receiver_uses = find_local_uses(code.context(), *twice, all);
  EXPECT_EQ(receiver_uses[0].handed_over.size(), 2U);  // each call
}

}  // namespace
}  // namespace recrash::instrument
