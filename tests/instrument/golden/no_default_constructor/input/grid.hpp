#pragma once

#include <memory>
#include <string>
#include <vector>

namespace sheet {

class Grid {
 public:
  Grid(int rows, int columns);
  double& at(int row, int column);

 private:
  const int rows_;
  const int columns_;
  std::vector<double> cells_;
};

class Sheet {
 public:
  Sheet(std::string title, Grid grid) : title_(std::move(title)), grid_(std::move(grid)) {}
  double total(int row);

 private:
  std::string title_;
  Grid grid_;
  std::unique_ptr<Grid> scratch_;
  Sheet* parent_ = nullptr;
};

}  // namespace sheet
