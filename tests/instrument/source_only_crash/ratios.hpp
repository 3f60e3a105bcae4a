// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace ratios {

/// The operators evaluate() knows ("/"), made when the program starts and freed at its exit.
extern const std::string* operators;

/// The value of a chain of divisions, "840/7/3" (an integer for each, left to right). The bug:
/// nothing checks a divisor for zero.
long evaluate(const std::string& text);

}  // namespace ratios
