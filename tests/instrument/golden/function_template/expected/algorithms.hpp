// Instrumented by recrash-instrument from algorithms.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "algorithms.hpp"
// A unit recrash did not instrument (a program's own) reads the hooks below with declarations only
// unless it defines RECRASH_TEMPLATE_VALUES: its instantiations of their templates save a value
// where an instrumented unit compiled the code that saves its type, and record it unavailable
// elsewhere.
#ifdef RECRASH_TEMPLATE_VALUES
#include <recrash/frame.hpp>
#include <recrash/detail/value_traits.hpp>
#else
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#endif
#line 1 "@INPUT@/algorithms.hpp"
#pragma once

#include <cstddef>
#include <vector>

template <class T>
T largest(const std::vector<T>& values) { RECRASH_ENTRY(1, FUNCTION, values) return [&](const std::vector<T>& values) RECRASH_TWIN_ATTRIBUTES -> T { RECRASH_TWIN_FUNCTION(1, values);
#line 7

  T best = values.front();
  for (const T& value : values) best = value > best ? value : best;
  return best;
}(values); RECRASH_TWIN_END
#line 7

  T best = values.front();
  for (const T& value : values) best = value > best ? value : best;
  return best;
}

template <class T, std::size_t N>
std::size_t count_above(const T (&values)[N], T threshold) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(values), ::recrash::by_reference(threshold)) return [&](decltype(values)& values, T& threshold) RECRASH_TWIN_ATTRIBUTES -> std::size_t { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(values), ::recrash::by_reference(threshold));
#line 14

  std::size_t count = 0;
  for (const T& value : values) count += value > threshold ? 1 : 0;
  return count;
}(values, threshold); RECRASH_TWIN_END
#line 14

  std::size_t count = 0;
  for (const T& value : values) count += value > threshold ? 1 : 0;
  return count;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 2 hooks, 0 serializers, 0 registrations
