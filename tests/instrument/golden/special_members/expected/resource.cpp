// Instrumented by recrash-instrument from resource.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "resource.hpp"
#include <recrash/frame.hpp>
#include "resource.hpp"

Resource::Resource(int handle) : handle_(handle) {
  RECRASH_CONSTRUCTOR(::recrash::by_reference(handle));
  if (handle_ < 0) handle_ = -1;
}

Resource::Resource(Resource&& other) noexcept : handle_(other.handle_) {
  RECRASH_CONSTRUCTOR(other);
  other.handle_ = -1;
}

Resource::~Resource() {
  handle_ = -1;
}
