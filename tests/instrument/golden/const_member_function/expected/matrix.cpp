// Instrumented by recrash-instrument from matrix.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "matrix.hpp"
#include <recrash/frame.hpp>
#include "matrix.hpp"

Matrix::Matrix(int rows, int columns)
    : rows_(rows), columns_(columns), cells_(static_cast<std::size_t>(rows * columns)) {
  RECRASH_CONSTRUCTOR(::recrash::by_reference(rows), ::recrash::by_reference(columns));
  if (rows < 0 || columns < 0) rows_ = columns_ = 0;
}

double Matrix::at(int row, int column) const {
  RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(row), ::recrash::by_reference(column));
  return cells_[static_cast<std::size_t>(row * columns_ + column)];
}

double Matrix::trace() const {
  RECRASH_METHOD_IMMUTABLE_THIS();
  double sum = 0;
  for (int i = 0; i < rows_ && i < columns_; ++i) sum += at(i, i);
  return sum;
}
