// Instrumented by recrash-instrument from counter.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "counter.hpp"
#include <recrash/frame.hpp>
#include "counter.hpp"

void Counter::merge(const Counter& other) {
  RECRASH_METHOD(::recrash::by_reference(other));
  for (const auto& [word, n] : other.counts_) counts_[word] += n;
  total_ += other.total_;
}
