#include "engine.hpp"

namespace motor {

struct Engine::Impl {
  int speed = 3;
};

class Part {
 public:
  int wear = 2;
};

Engine::Engine() : impl_(std::make_unique<Impl>()) {}
Engine::~Engine() = default;

int Engine::run(int laps) {
  runs_ += laps;
  if (stage.part != nullptr) runs_ += stage.part->wear;
  return impl_->speed * runs_;
}

}  // namespace motor
