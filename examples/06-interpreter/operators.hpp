// SPDX-License-Identifier: MIT
// Pebble's arithmetic and comparison operators on values.
#pragma once

#include "ast.hpp"
#include "value.hpp"

#include <cstdint>

namespace pebble {

/// `left op right` for the arithmetic and comparison operators; throws ScriptError at `where`
/// for operands of the wrong types, division by zero and integer overflow.
Value binary_operation(BinaryOp op, const Value& left, const Value& right, Location where);

/// `-operand`.
Value negate(const Value& operand, Location where);

namespace arith {

/// Integer arithmetic that reports overflow instead of wrapping.
std::int64_t add(std::int64_t a, std::int64_t b, Location where);
std::int64_t subtract(std::int64_t a, std::int64_t b, Location where);
std::int64_t multiply(std::int64_t a, std::int64_t b, Location where);
/// Rounds toward negative infinity, so that -7 / 2 is -4 and -7 % 2 is 1.
std::int64_t floor_divide(std::int64_t a, std::int64_t b, Location where);
std::int64_t floor_modulo(std::int64_t a, std::int64_t b, Location where);
/// The float remainder with the sign of the divisor, like floor_modulo.
double float_modulo(double a, double b);

}  // namespace arith
}  // namespace pebble
