// Which raw pointers recrash-instrument takes for arrays whose length their class keeps.
#pragma once

#include <cstddef>

struct Block {
  int cells[4];
};

/// The only pointer, with a size and a capacity beside it: an array of `size_`, `capacity_` allocated.
class Vec {
 public:
  void push(double value);

 private:
  double* mem_ = nullptr;
  int size_ = 0;
  int capacity_ = 0;
};

/// An array's name with a size beside it: `size_` bytes.
class Bytes {
 public:
  char first() const;

 private:
  char* data_ = nullptr;
  std::size_t size_ = 0;
};

/// A list's head with a size: one object, not an array.
struct Node {
  int value;
  Node* next;
};
class List {
 public:
  int front() const;

 private:
  Node* head_ = nullptr;
  std::size_t size_ = 0;
};

/// Two pointers, each with members named after it.
class Pool {
 public:
  int total() const;

 private:
  Block* blocks_ = nullptr;
  int num_blocks_ = 0;
  int blocks_capacity_ = 0;
  Node* free_ = nullptr;
  std::size_t count_ = 0;
};
