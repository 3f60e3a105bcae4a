// Instrumented by recrash-instrument from shelf.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "shelf.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/shelf.cpp"
#include "shelf.hpp"

#include <stdexcept>

const std::string& Shelf::at(int index) const {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(index));
#line 6
  if (index < 0 || index >= static_cast<int>(titles_.size())) throw std::out_of_range("no such book");
  return titles_[static_cast<std::size_t>(index)];
}

int Shelf::count_longer_than(int length) const {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(length));
#line 11
  int count = 0;
  for (const std::string& title : titles_) {
    if (static_cast<int>(title.size()) > length) ++count;
  }
  return count;
}

int shelves_needed(int books, int per_shelf) { RECRASH_FUNCTION(::recrash::by_reference(books), ::recrash::by_reference(per_shelf)); return (books + per_shelf - 1) / per_shelf; }

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(Shelf);
RECRASH_INSTANTIATE_VALUE(int);
