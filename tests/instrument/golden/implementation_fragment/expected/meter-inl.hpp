// Instrumented by recrash-instrument from meter-inl.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "meter.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#line 1 "@INPUT@/meter-inl.hpp"
// SPDX-License-Identifier: MIT
// The definitions of meter.hpp, compiled once by meter.cpp: neither inline nor templates.
#pragma once

#include "meter.hpp"

namespace meter {

Gauge::Gauge(int scale) : scale_(scale) {}

int Gauge::read(int raw) const { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(raw)) return [&](decltype(raw) raw) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, ::recrash::by_reference(raw));
#line 11

  if (raw < 0) return 0;
  return raw * 100 / scale_;
}(raw); RECRASH_TWIN_END
#line 11

  if (raw < 0) return 0;
  return raw * 100 / scale_;
}

int percent(const Gauge& gauge, int raw, int full) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(gauge), ::recrash::by_reference(raw), ::recrash::by_reference(full)) return [&](decltype(gauge)& gauge, decltype(raw) raw, decltype(full) full) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(gauge), ::recrash::by_reference(raw), ::recrash::by_reference(full));
#line 16
 return gauge.read(raw) * 100 / full; }(gauge, raw, full); RECRASH_TWIN_END
#line 16
 return gauge.read(raw) * 100 / full; }

}  // namespace meter

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(int);
RECRASH_VALUE_ELSEWHERE(meter::Gauge);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 2 hooks, 0 serializers, 0 registrations
