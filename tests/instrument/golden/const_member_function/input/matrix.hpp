#pragma once

#include <vector>

class Matrix {
 public:
  Matrix(int rows, int columns);
  double at(int row, int column) const;
  double trace() const;

 private:
  int rows_;
  int columns_;
  std::vector<double> cells_;
};
