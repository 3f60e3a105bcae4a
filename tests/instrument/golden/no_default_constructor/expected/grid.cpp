// Instrumented by recrash-instrument from grid.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "grid.hpp"
#include <recrash/frame.hpp>
#include "grid.hpp"

namespace sheet {

Grid::Grid(int rows, int columns)
    : rows_(rows), columns_(columns), cells_(static_cast<std::size_t>(rows * columns)) { RECRASH_CONSTRUCTOR(::recrash::by_reference(rows), ::recrash::by_reference(columns)); }

double& Grid::at(int row, int column) {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(row), ::recrash::by_reference(column));
  return cells_.at(static_cast<std::size_t>(row * columns_ + column));
}

double Sheet::total(int row) {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(row));
  double sum = 0;
  for (int column = 0; column < 3; ++column) sum += grid_.at(row, column);
  return sum;
}

}  // namespace sheet
