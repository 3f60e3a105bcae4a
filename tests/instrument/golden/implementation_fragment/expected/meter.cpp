#line 1 "@INPUT@/meter.cpp"
// SPDX-License-Identifier: MIT
#include "meter-inl.hpp"
#define SINGLE_IMPLEMENTATION
#include "single.hpp"

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(int);
RECRASH_INSTANTIATE_VALUE(meter::Gauge);
