// SPDX-License-Identifier: MIT
#include "brackets.hpp"

namespace brackets {

long Parser::value() {
  ++values_;
  return cursor_.peek() == '[' ? list() : 0;
}

long Parser::list() {
  cursor_.advance();  // '['
  long lists = 1;
  // The digits of the number being read: each level of nesting holds a buffer on the stack.
  char digits[256];
  while (!cursor_.done() && cursor_.peek() != ']') {
    std::size_t count = 0;
    while (count < sizeof(digits) && cursor_.peek() >= '0' && cursor_.peek() <= '9') {
      digits[count++] = cursor_.peek();
      cursor_.advance();
    }
    if (count == 0) {
      lists += value();
    } else if (digits[0] == '0' && count > 1) {
      return -1;  // no leading zeros
    }
    if (cursor_.peek() == ',') cursor_.advance();
    while (cursor_.peek() == ' ') cursor_.advance();
  }
  cursor_.advance();  // ']'
  return lists;
}

long count_lists(std::string_view text) {
  Cursor cursor(text);
  Parser parser(cursor);
  const long lists = parser.value();
  return cursor.done() ? lists : -1;
}

}  // namespace brackets
