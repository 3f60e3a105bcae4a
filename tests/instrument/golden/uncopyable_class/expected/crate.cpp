// Instrumented by recrash-instrument from crate.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "crate.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/crate.cpp"
#include "crate.hpp"

namespace store {

int Crate::share(int among) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(among)) return [&](decltype(among) among) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_UNCOPIED_THIS(1, ::recrash::by_reference(among));
#line 5
 return among == 0 ? count_++ : count_ / among; }(among); RECRASH_TWIN_END
#line 5
 return among == 0 ? count_++ : count_ / among; }

}  // namespace store
