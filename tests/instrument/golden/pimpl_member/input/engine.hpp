// A class with a pointer to its implementation, defined only in engine.cpp: the constructors
// recrash-instrument adds must not need Impl where the header is all there is (use.cpp).
#pragma once

#include <memory>

namespace motor {

class Engine {
 public:
  Engine();
  ~Engine();
  int run(int laps);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  int runs_ = 0;
};

}  // namespace motor
