#include "resource.hpp"

Resource::Resource(int handle) : handle_(handle) {
  if (handle_ < 0) handle_ = -1;
}

Resource::Resource(Resource&& other) noexcept : handle_(other.handle_) {
  other.handle_ = -1;
}

Resource::~Resource() {
  handle_ = -1;
}
