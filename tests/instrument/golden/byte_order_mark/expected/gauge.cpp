// Instrumented by recrash-instrument from gauge.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "gauge.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/gauge.cpp"
// SPDX-License-Identifier: MIT
// Saved with a UTF-8 byte order mark, like its header.
#include "gauge.hpp"

Gauge::Gauge(int scale) : scale_(scale) {}

int Gauge::read(int raw) const { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(raw)) return [&](decltype(raw) raw) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, ::recrash::by_reference(raw));
#line 7

  if (raw < 0) return 0;
  return raw * 100 / scale_;
}(raw); RECRASH_TWIN_END
#line 7

  if (raw < 0) return 0;
  return raw * 100 / scale_;
}

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(Gauge);
RECRASH_INSTANTIATE_VALUE(int);
