// Instrumented by recrash-instrument from tally.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "@OUTPUT@/tally.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/tally.cpp"
// SPDX-License-Identifier: MIT
#include "tally.hpp"

void Tally::add(int value) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_USED_FIELDS(1, ::recrash::used_fields(this, ::recrash::field<1>(this->values_)), ::recrash::by_reference(value));
#line 4

  if (value >= 0) values_.push_back(value);
}(value); RECRASH_TWIN_END
#line 4

  if (value >= 0) values_.push_back(value);
}

std::optional<int> Tally::mean() const { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> std::optional<int> { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, );
#line 8

  if (values_.empty()) return std::nullopt;
  int total = 0;
  for (int value : values_) total += value;
  return total / static_cast<int>(values_.size());
}(); RECRASH_TWIN_END
#line 8

  if (values_.empty()) return std::nullopt;
  int total = 0;
  for (int value : values_) total += value;
  return total / static_cast<int>(values_.size());
}
