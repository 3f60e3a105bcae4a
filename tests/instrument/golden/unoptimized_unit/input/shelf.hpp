#pragma once

#include <stdexcept>
#include <string>
#include <vector>

// Built without optimisation (flags.txt has no -O): each function keeps one body, with its hook at
// the top, in the header's copy as in the source's.
class Shelf {
 public:
  void put(const std::string& title) { titles_.push_back(title); }
  int free_slots(int capacity) const {
    if (capacity <= 0) throw std::invalid_argument("a shelf holds at least one title");
    const int used = static_cast<int>(titles_.size());
    return used < capacity ? capacity - used : 0;
  }
  const std::string& at(int index) const;
  int count_longer_than(int length) const;

 private:
  std::vector<std::string> titles_;
};

int shelves_needed(int books, int per_shelf);
