// SPDX-License-Identifier: MIT
// Hand-labelled receivers: const that is not deep enough (mutable members, const_cast, pointees
// reached through the object), non-const methods that write nothing, calls on `this`, virtual
// calls, constructors. The queue of examples/03-mutated-argument (the thesis's case e1) is here
// too: drain() pops from it before process() crashes, so it must stay copied.
#include <string>
#include <vector>

struct Job {
  std::string name;
  long cost = 0;
  long weight = 1;

  template <class Archive>
  void serialize(Archive& archive) {
    archive(name, cost, weight);
  }
};

class Cache {
 public:
  int lookup(int key) const {  // expect: this=mutable key=immutable
    ++hits_;
    return key * 2;
  }
  int peek(int key) const { return key + size_; }  // expect: this=immutable key=immutable
  int cast_away(int key) const {  // expect: this=mutable key=immutable
    const_cast<Cache*>(this)->size_ = key;
    return key;
  }
  int pointee(int key) const {  // expect: this=mutable key=immutable
    *counter_ += key;
    return key;
  }
  int size() { return size_ + 0; }  // expect: this=immutable
  int twice() { return size() * 2; }  // expect: this=immutable
  void clear() {  // expect: this=mutable
    size_ = 0;
    hits_ = 0;
  }
  void reset(bool really) {  // expect: this=mutable really=immutable
    if (really) clear();
  }
  int through_self() {  // expect: this=mutable
    Cache* self = this;
    self->size_ = 1;
    return 1;
  }

 private:
  mutable int hits_ = 0;
  int size_ = 0;
  int* counter_ = nullptr;
};

class Shape {
 public:
  virtual ~Shape() = default;
  virtual int area() const { return 0 * scale_; }  // expect: this=immutable
  int doubled() const { return area() * 2; }  // expect: this=mutable
  virtual void grow() { scale_ = scale_ + 1; }  // expect: this=mutable

 protected:
  int scale_ = 1;
};

class Square : public Shape {
 public:
  int area() const override {  // expect: this=mutable
    ++calls_;
    return side_ * side_;
  }

 private:
  int side_ = 2;
  mutable int calls_ = 0;
};

class Account {
 public:
  Account(const std::string& owner, long balance) : owner_(owner), balance_(balance) {  // expect: owner=immutable balance=immutable
    if (balance_ < 0) balance_ = 0;
  }
  long deposit(long amount) {  // expect: this=mutable amount=immutable
    balance_ += amount;
    return balance_;
  }
  bool owned_by(const std::string& name) const { return owner_ == name; }  // expect: this=immutable name=immutable
  void transfer(Account& to, long amount) {  // expect: this=mutable to=mutable amount=immutable
    balance_ -= amount;
    to.deposit(amount);
  }
  long compare(const Account& other) const { return balance_ - other.balance_; }  // expect: this=immutable other=immutable

 private:
  std::string owner_;
  long balance_ = 0;
};

class Scheduler {
 public:
  long drain(std::vector<Job>& queue) {  // expect: this=mutable queue=mutable
    long total = 0;
    while (!queue.empty()) {
      const Job job = queue.back();
      queue.pop_back();
      total += process(job);
    }
    return total;
  }
  long process(const Job& job) {  // expect: this=mutable job=immutable
    const long per_unit = job.cost / job.weight;
    done_ += per_unit;
    return per_unit;
  }

 private:
  long done_ = 0;
};
