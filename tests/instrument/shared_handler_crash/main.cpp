// SPDX-License-Identifier: MIT
// Outlines "(w0 w1 ... w19999 (x (y (z))))": the list three deep opens before any list has
// closed, and Builder::open divides by zero (SIGFPE). Every frame of the parse holds the builder
// (its receiver, or the handler it was given), which holds 20,000 words: saved once, the dump
// fits under a cap of 512 KiB that two copies would not.
#include <outline.hpp>

#include <string>

int main() {
  std::string text = "(";
  for (int i = 0; i < 20000; ++i) text += "w" + std::to_string(i) + " ";
  text += "(x (y (z))))";
  outline::Parser parser(text);
  outline::Builder builder;
  parser.parse(builder);
  return builder.words().empty() ? 1 : 0;
}
