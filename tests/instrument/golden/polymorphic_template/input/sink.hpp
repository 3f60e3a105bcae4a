#pragma once

#include <cstddef>

// An interface implemented by a class template: each instantiation a unit makes is registered at
// the end of that unit's own file (a template has no key function).
class Sink {
 public:
  virtual ~Sink() = default;
  virtual void put(int value) = 0;
};

template <class Container>
class CollectingSink final : public Sink {
 public:
  void put(int value) override { items_.push_back(value); }
  std::size_t count() const { return items_.size(); }

 private:
  Container items_;
};

template <class Tag>
class TaggedSink : public Sink {
 public:
  void put(int value) override { last_ = value; }

 private:
  int last_ = 0;
};

// Where a sink keeps its last item: declared for any type, defined for pointers only (toml++'s
// utf8_byte_stream<T> is defined by partial specializations alone). An instantiation of the
// partial specialization is complete: the sink that holds one is registered.
template <class T>
class Slot;

template <class T>
class Slot<T*> {
 public:
  void keep(T* item) { item_ = item; }

 private:
  T* item_ = nullptr;
};

template <class T>
class SlotSink final : public Sink {
 public:
  void put(int value) override { last_ = value; slot_.keep(&last_); }

 private:
  T last_{};
  Slot<T*> slot_;
};
