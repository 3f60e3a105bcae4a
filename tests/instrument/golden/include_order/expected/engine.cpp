// Instrumented by recrash-instrument from engine.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "engine.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/engine.cpp"
// This unit includes part.hpp before engine.hpp does, so the preprocessor skips engine.hpp's own
// #include of it: engine.hpp's copy must still save part_, as a unit that includes engine.hpp
// alone would have it (whichever unit writes a header's copy, it reads the same).
#include "part.hpp"

#include "engine.hpp"

int Engine::run(int steps) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(steps)) return [&](decltype(steps) steps) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, ::recrash::by_reference(steps));
#line 8

  return part_->size * steps / speed_;
}(steps); RECRASH_TWIN_END
#line 8

  return part_->size * steps / speed_;
}
