// SPDX-License-Identifier: MIT
// A ledger whose crash happens in a private member, below a protected one, a private static one,
// a member of a class template and a function template: the end-to-end test of the calls
// recrash-gen must spell without `#define private public` (tests/e2e/private_calls.sh).
#pragma once

#include <string>

namespace ledger {

class Book {
 public:
  Book() = default;
  Book(std::string name, long total) : name_(std::move(name)), total_(total) {}
  virtual ~Book() = default;

  /// The book's average per part of `year`.
  long summary(int year);

  template <class Archive>
  void serialize(Archive& archive) {
    archive(name_, total_);
  }

 protected:
  virtual long audit(int year);

 private:
  static long split(Book& book, int year);
  long ratio(long amount, int parts) const;  // the bug: divides by zero parts
  long ratio(const std::string& amount) const;

  std::string name_;
  long total_ = 0;
};

template <class T, int N>
class Window {
 public:
  T fold(Book& book, int year);

  template <class Archive>
  void serialize(Archive& archive) {
    archive(bias_);
  }

 private:
  T bias_ = N;
};

/// The report for `year` as a T: T cannot be deduced, callers name it.
template <class T>
T report(Book& book, int year);

}  // namespace ledger
