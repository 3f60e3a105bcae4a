// Instrumented by recrash-instrument from grid.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "grid.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/grid.cpp"
#include "grid.hpp"

namespace sheet {

Grid::Grid(int rows, int columns)
    : rows_(rows), columns_(columns), cells_(static_cast<std::size_t>(rows * columns)) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(rows), ::recrash::by_reference(columns)) { [&](decltype(rows) rows, decltype(columns) columns) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(rows), ::recrash::by_reference(columns));
#line 6
}(rows, columns); return; } RECRASH_TWIN_END
#line 6
}

double& Grid::at(int row, int column) { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(row), ::recrash::by_reference(column)) return [&](decltype(row) row, decltype(column) column) RECRASH_TWIN_ATTRIBUTES -> double& { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, ::recrash::by_reference(row), ::recrash::by_reference(column));
#line 8

  return cells_.at(static_cast<std::size_t>(row * columns_ + column));
}(row, column); RECRASH_TWIN_END
#line 8

  return cells_.at(static_cast<std::size_t>(row * columns_ + column));
}

double Sheet::total(int row) { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(row)) return [&](decltype(row) row) RECRASH_TWIN_ATTRIBUTES -> double { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, ::recrash::by_reference(row));
#line 12

  double sum = 0;
  for (int column = 0; column < 3; ++column) sum += grid_.at(row, column);
  return sum;
}(row); RECRASH_TWIN_END
#line 12

  double sum = 0;
  for (int column = 0; column < 3; ++column) sum += grid_.at(row, column);
  return sum;
}

}  // namespace sheet

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(sheet::Grid);
RECRASH_INSTANTIATE_VALUE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
