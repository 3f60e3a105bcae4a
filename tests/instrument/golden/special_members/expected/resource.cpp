// Instrumented by recrash-instrument from resource.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "resource.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/resource.cpp"
#include "resource.hpp"

Resource::Resource(int handle) : handle_(handle) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(handle)) { [&](decltype(handle) handle) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(handle));
#line 3

  if (handle_ < 0) handle_ = -1;
}(handle); return; } RECRASH_TWIN_END
#line 3

  if (handle_ < 0) handle_ = -1;
}

Resource::Resource(Resource&& other) noexcept : handle_(other.handle_) { RECRASH_ENTRY(2, CONSTRUCTOR, other) { [&](decltype(other)& other) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(2, other);
#line 7

  other.handle_ = -1;
}(other); return; } RECRASH_TWIN_END
#line 7

  other.handle_ = -1;
}

Resource::~Resource() {
  handle_ = -1;
}
