#include "engine.hpp"

namespace motor {

int race(Engine& engine, int laps) {
  return engine.run(laps) + engine.run(laps);
}

}  // namespace motor
