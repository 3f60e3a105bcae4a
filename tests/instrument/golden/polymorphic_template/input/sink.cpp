#include "sink.hpp"

#include <deque>
#include <vector>

namespace {
struct Local {};
}  // namespace

std::size_t fill(int count) {
  CollectingSink<std::vector<int>> numbers;
  CollectingSink<std::deque<int>> queue;
  TaggedSink<Local> tagged;
  SlotSink<int> slotted;
  slotted.put(count);
  for (int i = 0; i < count; ++i) {
    Sink& sink = i % 3 == 0 ? static_cast<Sink&>(numbers) : i % 3 == 1 ? static_cast<Sink&>(queue) : tagged;
    sink.put(i);
  }
  return numbers.count() + queue.count();
}
