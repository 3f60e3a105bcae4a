// SPDX-License-Identifier: MIT
// A tokenizer's words in a linked list, walked through a cursor that a function advances in
// place (`const Word** cursor`, as simplecpp's preprocessToken takes its token).
#pragma once

#include <cstddef>
#include <string>

namespace words {

struct Word {
  std::string text;
  const Word* next = nullptr;
};

/// How many copies of the cursor's word fit in a line of 80 columns; moves the cursor to the next
/// word, past the separator after a word that fits an odd number of times. The bug: an empty word
/// divides by zero.
std::size_t per_line(const Word** cursor);

/// per_line() of every word from `first` on, added up.
std::size_t total_per_line(const Word& first);

}  // namespace words
