#pragma once

#include <memory>

#include "part.hpp"

class Engine {
 public:
  int run(int steps);

 private:
  std::shared_ptr<Part> part_ = std::make_shared<Part>();
  int speed_ = 1;
};
