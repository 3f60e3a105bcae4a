// Instrumented by recrash-instrument from matrix.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "matrix.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/matrix.cpp"
#include "matrix.hpp"

Matrix::Matrix(int rows, int columns)
    : rows_(rows), columns_(columns), cells_(static_cast<std::size_t>(rows * columns)) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(rows), ::recrash::by_reference(columns)) { [&](decltype(rows) rows, decltype(columns) columns) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(rows), ::recrash::by_reference(columns));
#line 4

  if (rows < 0 || columns < 0) rows_ = columns_ = 0;
}(rows, columns); return; } RECRASH_TWIN_END
#line 4

  if (rows < 0 || columns < 0) rows_ = columns_ = 0;
}

double Matrix::at(int row, int column) const { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(row), ::recrash::by_reference(column)) return [&](decltype(row) row, decltype(column) column) RECRASH_TWIN_ATTRIBUTES -> double { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, ::recrash::by_reference(row), ::recrash::by_reference(column));
#line 8

  return cells_[static_cast<std::size_t>(row * columns_ + column)];
}(row, column); RECRASH_TWIN_END
#line 8

  return cells_[static_cast<std::size_t>(row * columns_ + column)];
}

double Matrix::trace() const { RECRASH_ENTRY(3, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> double { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, );
#line 12

  double sum = 0;
  for (int i = 0; i < rows_ && i < columns_; ++i) sum += at(i, i);
  return sum;
}(); RECRASH_TWIN_END
#line 12

  double sum = 0;
  for (int i = 0; i < rows_ && i < columns_; ++i) sum += at(i, i);
  return sum;
}
