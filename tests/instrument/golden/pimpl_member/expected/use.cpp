// Instrumented by recrash-instrument from use.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "engine.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/use.cpp"
#include "engine.hpp"

namespace motor {


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 5
int race(Engine& engine, int laps) { RECRASH_ENTRY(1, FUNCTION, engine, ::recrash::by_reference(laps)) return [&](decltype(engine)& engine, decltype(laps) laps) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(1, engine, ::recrash::by_reference(laps));
#line 5

  return engine.run(laps) + engine.run(laps);
}(engine, laps); RECRASH_TWIN_END
#line 5

  return engine.run(laps) + engine.run(laps);
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 7


}  // namespace motor
