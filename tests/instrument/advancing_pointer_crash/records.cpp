// SPDX-License-Identifier: MIT
#include "records.hpp"

#include <algorithm>

namespace records {

long sum_of_means(const char* p, int count) {
  long total = 0;
  while (count-- > 0) {
    long sum = 0;
    long digits = 0;
    for (; *p >= '0' && *p <= '9'; ++p, ++digits) sum += *p - '0';
    if (*p == ';') ++p;
    total += sum / digits;
  }
  return total;
}

long report(const std::string& text) {
  const int count = static_cast<int>(std::count(text.begin(), text.end(), ';'));
  return sum_of_means(text.c_str(), count);
}

}  // namespace records
