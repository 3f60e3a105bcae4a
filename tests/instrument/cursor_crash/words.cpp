// SPDX-License-Identifier: MIT
#include "words.hpp"

namespace words {

std::size_t per_line(const Word** cursor) {
  const Word* word = *cursor;
  const std::size_t copies = 80 / word->text.size();  // SIGFPE on an empty word
  // Where the cursor goes depends on the quotient itself (an odd count skips the separator after
  // the word), so no optimizer stores it before dividing: at the crash the cursor is where the
  // call found it, also when the division is moved past the hook's exit.
  *cursor = copies % 2 == 1 && word->next != nullptr ? word->next->next : word->next;
  return copies;
}

std::size_t total_per_line(const Word& first) {
  std::size_t total = 0;
  for (const Word* cursor = &first; cursor != nullptr;) total += per_line(&cursor);
  return total;
}

}  // namespace words
