// SPDX-License-Identifier: MIT
#include "words.hpp"

namespace words {

std::size_t per_line(const Word** cursor) {
  const std::size_t copies = 80 / (*cursor)->text.size();  // SIGFPE on an empty word
  // The walk stops at a word longer than a line. The store depends on the quotient, so no
  // optimizer moves it above the division: the cursor at the crash is the cursor at the call.
  *cursor = copies > 0 ? (*cursor)->next : nullptr;
  return copies;
}

std::size_t total_per_line(const Word& first) {
  std::size_t total = 0;
  for (const Word* cursor = &first; cursor != nullptr;) total += per_line(&cursor);
  return total;
}

}  // namespace words
