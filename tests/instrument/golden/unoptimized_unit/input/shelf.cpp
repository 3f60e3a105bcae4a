#include "shelf.hpp"

#include <stdexcept>

const std::string& Shelf::at(int index) const {
  if (index < 0 || index >= static_cast<int>(titles_.size())) throw std::out_of_range("no such book");
  return titles_[static_cast<std::size_t>(index)];
}

int Shelf::count_longer_than(int length) const {
  int count = 0;
  for (const std::string& title : titles_) {
    if (static_cast<int>(title.size()) > length) ++count;
  }
  return count;
}

int shelves_needed(int books, int per_shelf) { return (books + per_shelf - 1) / per_shelf; }
