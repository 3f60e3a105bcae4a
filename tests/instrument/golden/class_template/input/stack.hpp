#pragma once

#include <cstddef>
#include <stdexcept>
#include <vector>

template <class T>
class Stack {
 public:
  explicit Stack(std::size_t limit) : limit_(limit) {}
  void push(const T& value) {
    if (items_.size() == limit_) throw std::length_error("full");
    items_.push_back(value);
    top_ = &items_.back();
  }

 protected:
  std::vector<T> items_;
  T* top_ = nullptr;
  std::size_t limit_;
};

template <class T>
class CountingStack : public Stack<T> {
 public:
  explicit CountingStack(std::size_t limit) : Stack<T>(limit) {}
  void push_counted(const T& value) {
    ++pushes_;
    this->push(value);
  }

 private:
  T last_;
  long pushes_ = 0;
};
