// SPDX-License-Identifier: MIT
#include "markup.hpp"

namespace markup {

const char* Reader::element(const char* p) {
  ++elements_;
  ++p;  // '('
  while (*p == '(') p = element(p);
  return p + 1;  // ')'
}

long count_elements(const char* document) {
  Reader reader;
  const char* p = document;
  while (*p == '(') p = reader.element(p);
  return reader.elements();
}

}  // namespace markup
