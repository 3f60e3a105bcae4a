// SPDX-License-Identifier: MIT
// Hand-labelled cases where C++'s const is not deep enough or the code that writes is out of
// sight: copies that share what they point to (smart pointers, iterators, structs holding
// pointers), mutable members reached through a const view handed to code with no visible body,
// virtual calls whose overriders may live in another translation unit, casts, moves, lambdas.
// A slot labelled "mutable" here may be written by the call; the analysis must never call it
// immutable.
#include <algorithm>
#include <functional>
#include <memory>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

struct Spot {
  int x = 0;
  std::string label;
};

struct Handle {
  Spot* target = nullptr;
};

struct Tally {
  mutable int reads = 0;
  int value = 0;
};

void hidden_tally(const Tally& tally);         // no body visible: may write its mutable member
void hidden_spot(const Spot& spot);            // no body visible: Spot has nothing const can hide
void hidden_shared(std::shared_ptr<Spot> spot);  // no body visible: the copy shares the Spot
void hidden_handle(Handle handle);             // no body visible: the copy points where h does

void via_shared_copy(const std::shared_ptr<Spot>& shared) {  // expect: shared=mutable
  std::shared_ptr<Spot> copy = shared;
  copy->x = 1;
}

int read_shared_copy(const std::shared_ptr<Spot>& shared) {  // expect: shared=immutable
  std::shared_ptr<Spot> copy = shared;
  return copy->x;
}

void via_handle_copy(const Handle& handle) {  // expect: handle=mutable
  Handle copy = handle;
  copy.target->x = 3;
}

void via_auto_copy(Handle handle) {  // expect: handle=mutable
  auto copy = handle;
  copy.target->label = "moved";
}

void to_hidden_tally(const Tally& tally) { hidden_tally(tally); }  // expect: tally=mutable

void to_hidden_spot(const Spot& spot) { hidden_spot(spot); }  // expect: spot=immutable

void to_hidden_shared(const std::shared_ptr<Spot>& shared) { hidden_shared(shared); }  // expect: shared=mutable

void to_hidden_handle(Handle& handle) { hidden_handle(handle); }  // expect: handle=mutable

void fill_pointees(const std::vector<int*>& pointers) {  // expect: pointers=mutable
  std::for_each(pointers.begin(), pointers.end(), [](int* p) { *p = 0; });
}

void zero_pointees(const std::vector<int*>& pointers) {  // expect: pointers=mutable
  for (int* p : pointers) *p = 0;
}

int sum_pointees(const std::vector<int*>& pointers) {  // expect: pointers=immutable
  int total = 0;
  for (const int* p : pointers) total += *p;
  return total;
}

void second_pointee(const std::vector<int*>& pointers) {  // expect: pointers=mutable
  auto it = pointers.begin();
  **++it = 0;
}

int sum_all(const std::vector<int>& values) {  // expect: values=immutable
  return std::accumulate(values.begin(), values.end(), 0);
}

void fill_all(std::vector<int>& values) {  // expect: values=mutable
  std::fill(values.begin(), values.end(), 7);
}

void sort_all(std::vector<int>& values) { std::sort(values.begin(), values.end()); }  // expect: values=mutable

void c_style_cast(const Spot& spot) { ((Spot&)spot).x = 2; }  // expect: spot=mutable

void moved_by_cast(Spot& spot) {  // expect: spot=mutable
  Spot taken = static_cast<Spot&&>(spot);
  taken.x = 1;
}

std::string moved_member(Spot& spot) { return std::move(spot.label); }  // expect: spot=mutable

void lambda_by_reference(Spot& spot, std::vector<int>& values) {  // expect: spot=mutable values=immutable
  std::for_each(values.cbegin(), values.cend(), [&](int v) { spot.x += v; });
}

void lambda_init_capture(Spot& spot) {  // expect: spot=mutable
  auto set = [&target = spot] { target.x = 4; };
  set();
}

void through_function(Spot& spot, const std::function<void(Spot&)>& action) {  // expect: spot=mutable action=mutable
  action(spot);
}

class Memo {
 public:
  int get(int key) const {  // expect: this=mutable key=immutable
    cache_.push_back(key);
    return key;
  }
  int hidden() const;
  int via_hidden() const { return hidden() + 1; }  // expect: this=mutable
  int peek() const { return static_cast<int>(cache_.size()); }  // expect: this=immutable

 private:
  mutable std::vector<int> cache_;
};

class Plain {
 public:
  int hidden() const;
  int via_hidden() const { return hidden() + 1; }  // expect: this=immutable

 private:
  int value_ = 0;
};

class Box {
 public:
  void poke() const { inner_->x = 1; }  // expect: this=mutable
  int look() const { return inner_->x; }  // expect: this=immutable
  Spot& ref() { return *inner_; }  // expect: this=immutable
  void set_through_ref() { ref().x = 2; }  // expect: this=mutable

 private:
  std::unique_ptr<Spot> inner_ = std::make_unique<Spot>();
};

// A class other translation units may derive from: a const virtual call may run an override that
// writes a mutable member or a pointee.
class Open {
 public:
  virtual ~Open() = default;
  virtual int get() const { return value_ > 0 ? value_ : 0; }  // expect: this=immutable
  int twice() const { return get() * 2; }  // expect: this=mutable
  int twice_here() const { return Open::get() * 2; }  // expect: this=immutable

 private:
  int value_ = 1;
};

int ask(const Open& open) { return open.get(); }  // expect: open=mutable

class Closed final : public Open {
 public:
  int get() const override { return 3; }  // expect: this=immutable
  int thrice() const { return get() * 3; }  // expect: this=immutable
};

namespace {

// Internal linkage: every override is in this file.
class Local {
 public:
  virtual ~Local() = default;
  virtual int get() const { return 1; }  // expect: this=immutable
  int twice() const { return get() * 2; }  // expect: this=immutable
};

class LocalTwo : public Local {
 public:
  int get() const override { return 2; }  // expect: this=immutable
};

class Counted {
 public:
  virtual ~Counted() = default;
  virtual int get() const { return 1; }  // expect: this=immutable
  int twice() const { return get() * 2; }  // expect: this=mutable
};

class Counting : public Counted {
 public:
  int get() const override { return ++calls_; }  // expect: this=mutable

 private:
  mutable int calls_ = 0;
};

}  // namespace

[[maybe_unused]] int use_local(const Local& local) { return local.twice() + LocalTwo().get(); }  // expect: local=immutable

[[maybe_unused]] int use_counted(const Counted& counted) { return counted.twice() + Counting().get(); }  // expect: counted=mutable

class Registry;
void enrol(Registry* registry);  // no body visible

class Registry {
 public:
  void attach() { enrol(this); }  // expect: this=mutable
};
