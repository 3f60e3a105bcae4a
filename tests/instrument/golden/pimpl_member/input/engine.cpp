#include "engine.hpp"

namespace motor {

struct Engine::Impl {
  int speed = 3;
};

Engine::Engine() : impl_(std::make_unique<Impl>()) {}
Engine::~Engine() = default;

int Engine::run(int laps) {
  runs_ += laps;
  return impl_->speed * runs_;
}

}  // namespace motor
