// SPDX-License-Identifier: MIT
#include "fields.hpp"

namespace csv {

int value_width(const char* begin, const char* end) {
  int fields = 1;
  for (const char* at = begin; at != end; ++at) {
    if (*at == ',') ++fields;
  }
  const auto characters = static_cast<int>(end - begin);
  return characters / (fields - 3);
}

int total_width(const std::string& text) {
  int total = 0;
  std::string::size_type start = 0;
  while (start < text.size()) {
    std::string::size_type stop = text.find('\n', start);
    if (stop == std::string::npos) stop = text.size();
    total += value_width(text.data() + start, text.data() + stop);
    start = stop + 1;
  }
  return total;
}

}  // namespace csv
