// Instrumented by recrash-instrument from counter.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "counter.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/counter.cpp"
#include "counter.hpp"

void Counter::merge(const Counter& other) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(other)) return [&](decltype(other)& other) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(other));
#line 3

  for (const auto& [word, n] : other.counts_) counts_[word] += n;
  total_ += other.total_;
}(other); RECRASH_TWIN_END
#line 3

  for (const auto& [word, n] : other.counts_) counts_[word] += n;
  total_ += other.total_;
}

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(Counter);
RECRASH_INSTANTIATE_VALUE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
