// This unit includes part.hpp before engine.hpp does, so the preprocessor skips engine.hpp's own
// #include of it: engine.hpp's copy must still save part_, as a unit that includes engine.hpp
// alone would have it (whichever unit writes a header's copy, it reads the same).
#include "part.hpp"

#include "engine.hpp"

int Engine::run(int steps) {
  return part_->size * steps / speed_;
}
