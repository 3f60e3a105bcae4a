#include "grid.hpp"

namespace sheet {

Grid::Grid(int rows, int columns)
    : rows_(rows), columns_(columns), cells_(static_cast<std::size_t>(rows * columns)) {}

double& Grid::at(int row, int column) {
  return cells_.at(static_cast<std::size_t>(row * columns_ + column));
}

double Sheet::total(int row) {
  double sum = 0;
  for (int column = 0; column < 3; ++column) sum += grid_.at(row, column);
  return sum;
}

}  // namespace sheet
