// SPDX-License-Identifier: MIT
#include "weights.hpp"

#include <cstring>

namespace weights {

int field_weight(const char* data, std::size_t size, const char* from) {
  const char* end = data + size;
  const char* stop = from;
  while (stop != end && *stop != ';') ++stop;
  const auto length = static_cast<int>(stop - from);
  return static_cast<int>(size) / length;
}

int total_weight(const char* data, std::size_t size) {
  int total = 0;
  const char* at = data;
  while (true) {
    total += field_weight(data, size, at);
    const void* separator = std::memchr(at, ';', static_cast<std::size_t>(data + size - at));
    if (separator == nullptr) return total;
    at = static_cast<const char*>(separator) + 1;
  }
}

}  // namespace weights
