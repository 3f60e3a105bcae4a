// A class with a pointer to its implementation, defined only in engine.cpp: the constructors
// recrash-instrument adds must not need Impl where the header is all there is (use.cpp). Gear is
// declared before Engine and defined after it, in this header: its member is saved.
#pragma once

#include <memory>
#include <vector>

namespace motor {

class Gear;

class Engine {
 public:
  Engine();
  ~Engine();
  int run(int laps);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::vector<std::shared_ptr<Gear>> gears_;
  int runs_ = 0;
};

class Gear {
 public:
  int teeth = 12;
};

}  // namespace motor
