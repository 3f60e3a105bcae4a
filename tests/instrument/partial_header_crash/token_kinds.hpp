// SPDX-License-Identifier: MIT
// The kinds of token; compiled only as part of tokens.hpp, after Token. Number's virtual
// functions are inline (no key function), so the library registers it from this header and the
// tests load it with the code the header's copy holds.
#pragma once

namespace calc {

class Number final : public Token {
 public:
  explicit Number(int value) : value_(value) {}
  int value() const override { return value_; }

 private:
  int value_;
};

}  // namespace calc
