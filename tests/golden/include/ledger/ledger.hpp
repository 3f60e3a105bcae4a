// SPDX-License-Identifier: MIT
// The declarations the golden tests' dumps come from: the generated test files
// private_and_template_calls*_test.cpp.expected must compile against them (ctest
// golden.GeneratedCallsCompile), so that what they spell is checked by a compiler, not only by eye.
#pragma once

#include <string>

namespace ledger {

class Book {
 public:
  long total() const;

  template <class Archive>
  void serialize(Archive& archive) {
    archive(entries_);
  }

 protected:
  virtual long audit(int year);

 private:
  long ratio(long amount, int parts) const;
  long ratio(long amount, long parts) const;
  long ratio(const std::string& amount) const;
  static int partsOf(const std::string& text);
  static int partsOf(long count);

  long entries_ = 0;
};

template <class T>
T clamp(T value, T low, T high);
template <class T>
T parse(const std::string& text);

template <class T, int N>
class Window {
 public:
  T sum(const T& extra) const;
  T sum(const T& extra, int times) const;
  template <class U>
  U scaled(U factor) const;

  template <class Archive>
  void serialize(Archive& archive) {
    archive(first_);
  }

 private:
  T first_{};
};

class Vault {
 public:
  static Vault open(int code);

 private:
  explicit Vault(int code);
};

}  // namespace ledger
