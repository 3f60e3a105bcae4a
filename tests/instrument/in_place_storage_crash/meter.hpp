// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <vector>

namespace meter {

/// Values in an array that holds the first N in place and moves them to the heap when it grows
/// (tinyxml2's DynArray): `mem_` points into the object itself until then.
template <class T, std::size_t N>
class Samples {
 public:
  Samples() = default;
  Samples(const Samples&) = delete;
  Samples& operator=(const Samples&) = delete;
  ~Samples() {
    if (mem_ != in_place_) delete[] mem_;
  }
  void push(T value) {
    if (size_ == capacity_) grow();
    mem_[size_++] = value;
  }
  const T& operator[](std::size_t i) const { return mem_[i]; }
  std::size_t size() const { return size_; }

 private:
  void grow() {
    T* grown = new T[capacity_ * 2];
    for (std::size_t i = 0; i < size_; ++i) grown[i] = mem_[i];
    if (mem_ != in_place_) delete[] mem_;
    mem_ = grown;
    capacity_ *= 2;
  }

  T* mem_ = in_place_;
  T in_place_[N] = {};
  std::size_t capacity_ = N;
  std::size_t size_ = 0;
};

class Meter {
 public:
  void record(int reading);
  /// The mean rise over the readings that differ from the one before. The bug: readings that
  /// never change give no step to divide by.
  int mean_step() const;

 private:
  Samples<int, 8> readings_;
};

/// Records `readings` and returns their mean step.
int summarise(Meter& meter, const std::vector<int>& readings);

}  // namespace meter
