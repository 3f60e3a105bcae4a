#include "counter.hpp"

void Counter::merge(const Counter& other) {
  for (const auto& [word, n] : other.counts_) counts_[word] += n;
  total_ += other.total_;
}
