// A class with a pointer to its implementation, defined only in engine.cpp: the constructors
// recrash-instrument adds must not need Impl where the header is all there is (use.cpp). Gear is
// declared before Engine and defined after it, in this header: its member is saved. Engine::Stage,
// nested, has no function of its own: engine.cpp, which defines Engine's, saves and loads its
// pointer to Part, a class only engine.cpp defines.
#pragma once

#include <memory>
#include <vector>

namespace motor {

class Gear;
class Part;

class Engine {
 public:
  Engine();
  ~Engine();
  int run(int laps);

  struct Stage {
    Part* part = nullptr;
    int step = 0;
  };
  Stage stage;

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
