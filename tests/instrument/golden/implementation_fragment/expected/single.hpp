// Instrumented by recrash-instrument from single.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "single.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#line 1 "@INPUT@/single.hpp"
// SPDX-License-Identifier: MIT
// A single-header library: its declarations, then its definitions behind the macro that one
// source defines (as dr_wav's DR_WAV_IMPLEMENTATION). A test includes it, without the macro.
#pragma once

namespace single {

int scaled(int value, int divisor);

}  // namespace single

#ifdef SINGLE_IMPLEMENTATION
namespace single {

int scaled(int value, int divisor) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(value), ::recrash::by_reference(divisor)) return [&](decltype(value) value, decltype(divisor) divisor) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(value), ::recrash::by_reference(divisor));
#line 15

  if (divisor == 0) return 0;
  return value * 10 / divisor;
}(value, divisor); RECRASH_TWIN_END
#line 15

  if (divisor == 0) return 0;
  return value * 10 / divisor;
}

}  // namespace single
#endif

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(int);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 1 hooks, 0 serializers, 0 registrations
