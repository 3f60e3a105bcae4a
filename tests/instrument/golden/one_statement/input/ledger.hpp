#pragma once

#include <algorithm>
#include <cassert>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

/// An overloaded `*` of two operands multiplies: it reads through nothing.
struct Money {
  long cents = 0;
};
Money operator*(const Money& money, long factor);

struct Entry {
  std::string account;
  long cents = 0;
};

/// One-statement functions: the ones that cannot fault by themselves are left alone by default,
/// the ones that divide, read through a pointer, subscript, throw or hold a lambda keep a hook.
class Ledger {
 public:
  // left alone: arithmetic on members, calls, a call on this
  long doubled() const { return total_ * 2; }
  bool empty() const { return entries_.empty(); }
  long total_plus(long extra) const { return doubled() / 2 + extra; }  // divides: hooked
  void add(const Entry& entry) { entries_.push_back(entry); }
  std::size_t count() const { return entries_.size(); }

  // hooked: each of these can fault on its own
  long average() const { return total_ / static_cast<long>(entries_.size()); }
  long remainder(long by) const { return total_ % by; }
  const Entry& entry(std::size_t index) const { return entries_[index]; }
  long cents_of(const Entry* entry) const { return entry->cents; }
  long first_cents(const long* cents) const { return *cents; }
  long raw_cents(const long* cents, int index) const { return cents[index]; }
  const std::string& owner() const { return owner_->account; }
  void fail(const std::string& why) const { throw std::runtime_error(why); }
  long count_if_over(long limit) const {
    return static_cast<long>(std::count_if(entries_.begin(), entries_.end(),
                                           [limit](const Entry& entry) { return entry.cents > limit; }));
  }

 private:
  std::vector<Entry> entries_;
  std::unique_ptr<Entry> owner_;
  long total_ = 0;
};
