// SPDX-License-Identifier: MIT
#include "operators.hpp"

#include "text.hpp"

#include <cmath>
#include <limits>

namespace pebble {

namespace arith {

namespace {

[[noreturn]] void overflow(Location where, const char* operation) {
  throw ScriptError(where, std::string("integer overflow in ") + operation);
}

}  // namespace

std::int64_t add(std::int64_t a, std::int64_t b, Location where) {
  std::int64_t result;
  if (__builtin_add_overflow(a, b, &result)) overflow(where, "addition");
  return result;
}

std::int64_t subtract(std::int64_t a, std::int64_t b, Location where) {
  std::int64_t result;
  if (__builtin_sub_overflow(a, b, &result)) overflow(where, "subtraction");
  return result;
}

std::int64_t multiply(std::int64_t a, std::int64_t b, Location where) {
  std::int64_t result;
  if (__builtin_mul_overflow(a, b, &result)) overflow(where, "multiplication");
  return result;
}

std::int64_t floor_divide(std::int64_t a, std::int64_t b, Location where) {
  if (b == 0) throw ScriptError(where, "division by zero");
  if (a == std::numeric_limits<std::int64_t>::min() && b == -1) overflow(where, "division");
  std::int64_t quotient = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --quotient;
  return quotient;
}

std::int64_t floor_modulo(std::int64_t a, std::int64_t b, Location where) {
  if (b == 0) throw ScriptError(where, "modulo by zero");
  if (b == -1) return 0;
  std::int64_t remainder = a % b;
  if (remainder != 0 && ((remainder < 0) != (b < 0))) remainder += b;
  return remainder;
}

double float_modulo(double a, double b) {
  double remainder = std::fmod(a, b);
  if (remainder != 0.0 && ((remainder < 0) != (b < 0))) remainder += b;
  return remainder;
}

}  // namespace arith

namespace {

[[noreturn]] void unsupported(BinaryOp op, const Value& left, const Value& right, Location where) {
  throw ScriptError(where, std::string("unsupported operands for '") + spelling(op) + "': " + type_name(left.type()) +
                               " and " + type_name(right.type()));
}

Value concatenate(const List& left, const List& right) {
  auto result = std::make_shared<List>(left.items());
  for (const Value& item : right.items()) result->push(item);
  return result;
}

// "ab" * 3 and [0] * 3.
Value repeat(const Value& sequence, std::int64_t count, Location where) {
  if (count < 0) throw ScriptError(where, "cannot repeat a negative number of times");
  if (sequence.is(Value::Type::String)) {
    return text::repeat(sequence.as_string(), static_cast<std::size_t>(count));
  }
  auto result = std::make_shared<List>();
  result->items().reserve(sequence.as_list()->size() * static_cast<std::size_t>(count));
  for (std::int64_t i = 0; i < count; ++i) {
    for (const Value& item : sequence.as_list()->items()) result->push(item);
  }
  return result;
}

Value arithmetic(BinaryOp op, const Value& left, const Value& right, Location where) {
  if (left.is(Value::Type::Int) && right.is(Value::Type::Int)) {
    std::int64_t a = left.as_int();
    std::int64_t b = right.as_int();
    switch (op) {
      case BinaryOp::Add:
        return arith::add(a, b, where);
      case BinaryOp::Subtract:
        return arith::subtract(a, b, where);
      case BinaryOp::Multiply:
        return arith::multiply(a, b, where);
      case BinaryOp::Divide:
        return arith::floor_divide(a, b, where);
      case BinaryOp::Modulo:
        return arith::floor_modulo(a, b, where);
      default:
        break;
    }
  } else if (left.is_number() && right.is_number()) {
    double a = left.as_number();
    double b = right.as_number();
    switch (op) {
      case BinaryOp::Add:
        return a + b;
      case BinaryOp::Subtract:
        return a - b;
      case BinaryOp::Multiply:
        return a * b;
      case BinaryOp::Divide:
        if (b == 0.0) throw ScriptError(where, "division by zero");
        return a / b;
      case BinaryOp::Modulo:
        if (b == 0.0) throw ScriptError(where, "modulo by zero");
        return arith::float_modulo(a, b);
      default:
        break;
    }
  }
  unsupported(op, left, right, where);
}

}  // namespace

Value binary_operation(BinaryOp op, const Value& left, const Value& right, Location where) {
  switch (op) {
    case BinaryOp::Equal:
      return equal(left, right);
    case BinaryOp::NotEqual:
      return !equal(left, right);
    case BinaryOp::Less:
      return compare(left, right, where) < 0;
    case BinaryOp::LessEqual:
      return compare(left, right, where) <= 0;
    case BinaryOp::Greater:
      return compare(left, right, where) > 0;
    case BinaryOp::GreaterEqual:
      return compare(left, right, where) >= 0;
    default:
      break;
  }
  using Type = Value::Type;
  if (op == BinaryOp::Add) {
    if (left.is(Type::String) && right.is(Type::String)) return left.as_string() + right.as_string();
    if (left.is(Type::List) && right.is(Type::List)) return concatenate(*left.as_list(), *right.as_list());
  }
  if (op == BinaryOp::Multiply) {
    if ((left.is(Type::String) || left.is(Type::List)) && right.is(Type::Int)) {
      return repeat(left, right.as_int(), where);
    }
    if (left.is(Type::Int) && (right.is(Type::String) || right.is(Type::List))) {
      return repeat(right, left.as_int(), where);
    }
  }
  return arithmetic(op, left, right, where);
}

Value negate(const Value& operand, Location where) {
  if (operand.is(Value::Type::Int)) return arith::subtract(0, operand.as_int(), where);
  if (operand.is(Value::Type::Float)) return -operand.as_float();
  throw ScriptError(where, std::string("cannot negate ") + type_name(operand.type()));
}

}  // namespace pebble
