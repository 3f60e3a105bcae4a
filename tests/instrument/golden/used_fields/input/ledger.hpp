#pragma once

#include <string>
#include <vector>

namespace ledger {

struct Audit {
  int entries = 0;
};

class Entity {
 public:
  virtual ~Entity() = default;
  virtual void describe(std::string& out) const;

 protected:
  int revision_ = 0;
};

class Account : public Entity {
 public:
  Account(std::string owner, Audit* audit) : owner_(std::move(owner)), audit_(audit) {}

  long deposit(long cents);                 // balance_, history_, audit_ (through record())
  long withdraw(long cents);                // balance_ only
  void rename(const std::string& owner);    // owner_ and revision_ (a base's member): whole
  void describe(std::string& out) const override;
  void touch_all();                         // calls a virtual function on this: whole
  void send_to(std::vector<Account*>& all); // passes this on: whole
  void reset();                             // no parameters

 private:
  void record(long cents);

  std::string owner_;
  long balance_ = 0;
  std::vector<long> history_;
  Audit* audit_ = nullptr;
};

}  // namespace ledger
