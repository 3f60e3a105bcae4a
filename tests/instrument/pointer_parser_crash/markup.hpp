// SPDX-License-Identifier: MIT
// A reader of nested elements that walks its input with a `const char*`, one call per level and
// no depth limit (tinyxml2's XMLNode::ParseDeep has this shape).
#pragma once

namespace markup {

class Reader {
 public:
  /// Reads the element at `p` ('(', its children, ')'); returns where it ends.
  const char* element(const char* p);
  long elements() const { return elements_; }

 private:
  long elements_ = 0;
};

/// How many elements a document of nested parentheses holds.
long count_elements(const char* document);

}  // namespace markup
